// The trust pages of issue 46 end to end: pay only to our validated accounts (its QR codes decode
// to the handles), our registrations and official channels, each in three languages; the links to
// them from the withdrawal page, the bank accounts popup, the footer and the kiosk's start screen
// (touch); the fraud warning in the footer and the notices; and the "report a fraud" form.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fraudReportReceived, msg } from '../../contract/messages';
import { paths } from '../../contract/routes';
import { upiPayUri } from '../../contract/trust';
import { enInvestor } from '../../i18n/catalogs/enInvestor';
import { enTrust } from '../../i18n/catalogs/enTrust';
import { guTrust } from '../../i18n/catalogs/guTrust';
import { hiTrust } from '../../i18n/catalogs/hiTrust';
import type { Language } from '../../i18n/languages';
import { screenshot, VIEWPORTS } from '../../../tests/support/browser';
import { app, page, setUpE2e, visitorPage } from '../../../tests/support/fixture';
import { fillByLabel, readRecords } from '../../../tests/support/forms';
import { kioskPages, startTaskIn } from '../../../tests/support/kiosk';
import { qrText } from '../../../tests/support/qr';
import { seedSite, seedSiteIn } from '../../../tests/support/seed';
import { describeVisitorForm, formOnPage } from '../../../tests/support/visitorFormSuite';

setUpE2e(VIEWPORTS.phone);
const { kioskPage } = kioskPages();

const TRUST = { en: enTrust, hi: hiTrust, gu: guTrust } as const;
const LANGUAGES = ['en', 'hi', 'gu'] as const satisfies readonly Language[];
const { upi } = seedSite.trust;

const qrOf = (p: Page, handle: string, language: Language = 'en') =>
  p.getByRole('img', { name: TRUST[language]['trust.qrLabel'].replace('{handle}', handle) });

const h1 = (p: Page) => p.getByRole('heading', { level: 1 });

describe('/validated-accounts', () => {
  it.each(LANGUAGES)(
    'shows the handles with their QR codes, the bank accounts and SEBI Check (%s)',
    async (language) => {
      const p = await visitorPage(
        paths.validatedAccounts,
        language === 'en' ? undefined : language,
      );
      const site = seedSiteIn(language);
      try {
        await h1(p).getByText(TRUST[language]['trust.payTitle'], { exact: true }).waitFor();
        await p.getByRole('heading', { name: site.trust.upi.title }).waitFor();
        for (const row of site.trust.upi.rows) {
          await p.getByText(row.handle, { exact: true }).waitFor();
          expect(await qrOf(p, row.handle, language).count()).toBe(1);
        }
        // The green mark, named in full as its tooltip.
        const marks = p.locator(`[title="${TRUST[language]['trust.validatedMark']}"]`);
        expect(await marks.count()).toBe(upi.rows.length);
        const table = p.getByRole('table', { name: TRUST[language]['trust.bankAccountsTitle'] });
        expect(await table.locator('tbody tr').count()).toBe(
          seedSite.investorCharter.clientBankAccounts.rows.length,
        );
        const check = p.getByRole('link', { name: TRUST[language]['trust.checkLink'] });
        expect(await check.getAttribute('href')).toBe(
          'https://siportal.sebi.gov.in/intermediary/sebi-check',
        );
        if (language === 'en') await screenshot(p, 'validated-accounts-1440');
      } finally {
        await p.close();
      }
    },
  );

  it('draws QR codes that decode to a UPI payment to each handle', async () => {
    const p = await visitorPage(paths.validatedAccounts);
    try {
      for (const row of upi.rows) {
        const text = await qrText(qrOf(p, row.handle));
        expect(text).toBe(upiPayUri(row.handle, row.payee));
        expect(new URL(text!).searchParams.get('pa')).toBe(row.handle);
      }
    } finally {
      await p.close();
    }
  });

  it('fits a phone (390 px): no sideways scroll, and the QR codes still decode', async () => {
    await page.goto(paths.validatedAccounts);
    await qrOf(page, upi.rows[0]!.handle).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await qrText(qrOf(page, upi.rows[0]!.handle))).toContain(`pa=${upi.rows[0]!.handle}`);
    await screenshot(page, 'validated-accounts-390');
  });
});

describe('/registrations', () => {
  it.each(LANGUAGES)('lists every registration and official channel (%s)', async (language) => {
    const p = await visitorPage(paths.registrations, language === 'en' ? undefined : language);
    const site = seedSiteIn(language);
    try {
      await h1(p).getByText(TRUST[language]['trust.registrationsTitle'], { exact: true }).waitFor();
      const table = p.getByRole('table', { name: site.footer.registrations.title });
      expect(await table.locator('tbody tr').count()).toBe(site.footer.registrations.items.length);
      await table.getByText('INZ000123456 (sample)').waitFor();
      for (const kind of new Set(site.trust.channels.rows.map((r) => r.kind))) {
        await p.getByRole('heading', { level: 3, name: kind }).waitFor();
      }
      await p.getByText('1600 22 4000, 1600 22 4001 (sample)').waitFor();
      await p.getByText(`${seedSite.firm.website!}${paths.registrations}`).waitFor();
      const play = p.getByRole('link', { name: 'example.vasundharasecurities.trade' });
      expect(await play.getAttribute('href')).toBe(seedSite.appStores[0]!.href);
      if (language === 'en') await screenshot(p, 'registrations-1440');
    } finally {
      await p.close();
    }
  });

  it('fits a phone (390 px)', async () => {
    await page.goto(paths.registrations);
    await h1(page).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await screenshot(page, 'registrations-390');
  });
});

describe('the links to the trust pages', () => {
  it('from the withdrawal page (a tap)', async () => {
    await page.goto(paths.withdrawal);
    await page.getByRole('link', { name: enTrust['trust.payLink'] }).tap();
    await page.waitForURL(`**${paths.validatedAccounts}`);
    await qrOf(page, upi.rows[0]!.handle).waitFor();
  });

  it('from the bank accounts popup of the investor charter', async () => {
    const p = await visitorPage(paths.investorCharter);
    try {
      await p.getByRole('button', { name: enInvestor['investor.bankAccounts'] }).click();
      await p.getByRole('dialog').getByRole('link', { name: enTrust['trust.payLink'] }).click();
      await p.waitForURL(`**${paths.validatedAccounts}`);
      await h1(p).getByText(enTrust['trust.payTitle']).waitFor();
    } finally {
      await p.close();
    }
  });

  it('from the footer, with the fraud warning and its report link, and the notices', async () => {
    const p = await visitorPage(paths.home);
    try {
      const footer = p.locator('footer');
      const links = seedSite.footer.usefulLinks.slice(-3);
      expect(links.map((l) => l.href)).toEqual([
        paths.validatedAccounts,
        paths.registrations,
        paths.reportFraud,
      ]);
      for (const link of links) {
        expect(
          await footer.getByRole('link', { name: link.label, exact: true }).getAttribute('href'),
        ).toBe(link.href);
      }
      const warning = footer.getByRole('region', { name: seedSite.trust.fraudWarning.title });
      for (const item of seedSite.trust.fraudWarning.neverAsk)
        await warning.getByText(item.label).waitFor();
      expect(
        await warning
          .getByRole('link', { name: seedSite.trust.fraudWarning.report })
          .getAttribute('href'),
      ).toBe(paths.reportFraud);
      const notice = seedSite.home.notices.at(-1)!;
      expect(notice.href).toBe(paths.reportFraud);
      expect(await p.getByRole('link', { name: notice.label }).first().getAttribute('href')).toBe(
        paths.reportFraud,
      );
    } finally {
      await p.close();
    }
  });

  it('from the kiosk start screen: a tap shows the payment page with a QR code', async () => {
    const kiosk = await kioskPage();
    await startTaskIn(kiosk, 'en', 'kiosk.payTo');
    await h1(kiosk).getByText(enTrust['trust.payTitle']).waitFor();
    const qr = qrOf(kiosk, upi.rows[0]!.handle);
    await qr.scrollIntoViewIfNeeded();
    expect(await qrText(qr)).toBe(upiPayUri(upi.rows[0]!.handle, upi.rows[0]!.payee));
  });
});

const fraudForm = formOnPage(paths.reportFraud, enTrust['fraudReport.formName']);
const valid = {
  'Your name': 'Meera Shah',
  'Mobile number': '9012345678',
  'Email address': 'meera@example.com',
  'Who posed as us': 'Telegram channel @vasundhara_vip_tips',
  'What happened': 'They asked for ₹5,000 to a personal UPI ID for a "premium tips" plan.',
};

describeVisitorForm({
  title: '/report-fraud',
  shot: 'report-fraud-390',
  ...fraudForm,
  kind: 'fraudReport',
  mobileNumber: 'Mobile number',
  email: { label: 'Email address', invalid: 'meera.example.com' },
  required: {
    'Your name': msg.nameRequired,
    'Mobile number': msg.contactNoRequired,
    'Email address': null,
    'Who posed as us': msg.impersonatorRequired,
    'What happened': msg.fraudDetailsRequired,
  },
  valid,
  failedSave: 'clears',
  serverGone: { banner: 'stays' },
  accepted: (form) => {
    it('answers with the FRD number and stores the report for the grievance queue', async () => {
      await fraudForm.open();
      await fillByLabel(form(), { ...valid, 'Your name': 'Ravi Fraudcheck' });
      await form().locator('button[type=submit]').tap();
      const banner = page.getByText(/Your report number is FRD-/);
      await banner.waitFor();
      const number = /FRD-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec((await banner.textContent()) ?? '')![0];
      expect((await banner.textContent())?.trim()).toBe(fraudReportReceived(number));
      const stored = (await readRecords(app, 'fraudReport')).find((r) => r.reportNo === number);
      expect(stored).toMatchObject({
        name: 'Ravi Fraudcheck',
        impersonator: valid['Who posed as us'],
      });
    });

    it('shows the fraud warning above the form, without a link to itself', async () => {
      await fraudForm.open();
      // A named group, not a second landmark of the footer's name (axe: landmark-unique).
      const warning = page
        .getByRole('main')
        .getByRole('group', { name: seedSite.trust.fraudWarning.title });
      await warning.getByText(seedSite.trust.fraudWarning.neverAsk[0]!.label).waitFor();
      expect(await warning.getByRole('link').count()).toBe(0);
    });
  },
});
