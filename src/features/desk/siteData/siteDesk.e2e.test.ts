// The site data desk in Chromium against the real server (docs/contract.md §13c): an editor adds
// a scrolling notice with its unpublish time (India's time), moves it first, previews and publishes
// it, and the home page shows it first;
// the editor gives it a Hindi version, which a Hindi visitor reads; an escalation matrix row's new
// phone, published, is on /contact-us. The account is made with the staff CLI before the server
// opens the data dir.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../contract/routes';
import { screenshot, seriousAxeViolations } from '../../../../tests/support/browser';
import {
  editor,
  openDeskSection,
  publishThenVisit,
  setUpDeskEditor,
  showPreview,
} from '../../../../tests/support/staff';

const NOTICE = 'Markets are closed on 1 December for Guru Nanak Jayanti.';
const NOTICE_HI = 'गुरु नानक जयंती पर 1 दिसंबर को बाज़ार बंद रहेंगे।';
const PHONE = '+91 22 4000 7777';

setUpDeskEditor('meena');

const firstNotice = (page: Page, region: string) =>
  page.getByRole('region', { name: region }).getByRole('listitem').first();

/**
 * Checks the notices as edited (screenshot `shot`, axe), previews them with `notice` first and
 * publishes them; a visitor in `language` then finds `notice` first under `heading` on the home page.
 */
async function publishFirstNotice(
  notice: string,
  heading: string,
  shot: string,
  language?: 'hi',
): Promise<void> {
  await screenshot(editor, `${shot}-1440`);
  expect(await seriousAxeViolations(editor)).toEqual([]);
  const preview = await showPreview(editor, 'Home page notices');
  await preview.getByRole('listitem').first().getByText(notice).waitFor();
  await screenshot(editor, `${shot}-preview-1440`);
  const home = await publishThenVisit(editor, paths.home, language);
  await firstNotice(home, heading).getByText(notice).waitFor();
  await home.context().close();
}

describe('the site data desk', () => {
  it('adds a notice, moves it first, previews and publishes it; the home page shows it first', async () => {
    await openDeskSection(editor, 'Site data');
    await screenshot(editor, 'site-desk-list-1440');
    expect(await seriousAxeViolations(editor)).toEqual([]);
    await editor.getByRole('link', { name: 'Scrolling notices' }).click();
    await editor.getByRole('heading', { level: 1, name: 'Scrolling notices' }).waitFor();
    const count = await editor.getByRole('group', { name: /^Notice \d+$/ }).count();
    expect(count).toBeGreaterThan(1);

    await editor.getByRole('button', { name: 'Add notice' }).click();
    const added = editor.getByRole('group', { name: `Notice ${count + 1}` });
    await added.getByLabel('Notice', { exact: true }).fill(NOTICE);
    await added.getByLabel('Link').fill('javascript:alert(1)');
    await editor.getByRole('button', { name: 'Save draft' }).click();
    await added.getByText('A link is a path of this site (/…) or an https:// address.').waitFor();
    await added.getByLabel('Link').fill('/all-news');
    await added.getByLabel('Icon').fill('clock');
    // Its unpublish time in India's time (docs/contract.md §13e): on the ticker until then.
    await added.getByLabel('Unpublish at (IST)').fill('2030-01-01T18:00');
    await added.getByText(/^Unpublishes .*2030/).waitFor();
    // Up to first place, one step at a time.
    for (let at = count + 1; at > 1; at--) {
      await editor.getByRole('button', { name: `Move notice ${at} up` }).click();
    }
    await expect
      .poll(() =>
        editor
          .getByRole('group', { name: 'Notice 1' })
          .getByLabel('Notice', { exact: true })
          .inputValue(),
      )
      .toBe(NOTICE);
    await publishFirstNotice(NOTICE, 'Investor notices', 'site-desk-notices-en');
    await editor.getByRole('region', { name: 'Versions' }).getByText('Version 3').waitFor();
  });

  it('gives the notice a Hindi version that a Hindi visitor reads', async () => {
    await editor
      .getByRole('navigation', { name: 'Languages' })
      .getByRole('link', { name: 'हिन्दी (Hindi)' })
      .click();
    const first = editor.getByRole('group', { name: 'Notice 1' });
    // The English beside the input; a translation has no link or icon to change.
    await first.getByText(NOTICE).waitFor();
    expect(await first.getByLabel('Link').count()).toBe(0);
    // The notice that was first before keeps its Hindi words, now second.
    expect(
      await editor
        .getByRole('group', { name: 'Notice 2' })
        .getByLabel('Notice', { exact: true })
        .inputValue(),
    ).toMatch(/^अपने खाते में/);
    await first.getByLabel('Notice', { exact: true }).fill(NOTICE_HI);
    await publishFirstNotice(NOTICE_HI, 'निवेशक सूचनाएँ', 'site-desk-notices-hi', 'hi');
  });

  it('publishes an escalation matrix row’s new phone, shown on Contact us', async () => {
    await editor.goto('/desk/site/escalation');
    const second = editor.getByRole('group', { name: 'Level 2' });
    await second.getByLabel('Phone').fill(PHONE);
    await screenshot(editor, 'site-desk-escalation-en-1440');
    const preview = await showPreview(editor, 'Contact us');
    await preview.getByText(PHONE).first().waitFor();

    const contact = await publishThenVisit(editor, paths.contactUs);
    await contact
      .getByRole('region', { name: 'Escalation matrix' })
      .getByText(PHONE)
      .first()
      .waitFor();
    await contact.context().close();
  });
});
