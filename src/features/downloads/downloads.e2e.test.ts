import { describe, expect, it } from 'vitest';
import type { DownloadItem } from '../../contract/entities';
import { MODAL_TRANSITION_MS } from '../../contract/limits';
import { paths } from '../../contract/routes';
import {
  openPage,
  screenshot,
  screenshotViewport,
  showsListLoading,
  VIEWPORTS,
} from '../../../tests/support/browser';
import { app, browser, page, setUpE2e } from '../../../tests/support/fixture';
import { expectSoundLayout } from '../../../tests/support/layout';
import { readSeed } from '../../../tests/support/seed';

const downloads = readSeed<DownloadItem[]>('downloads.json');
const forms = readSeed<DownloadItem[]>('download-forms.json');

setUpE2e(VIEWPORTS.desktop);

describe('/new-downloads', () => {
  it("says 'loading plese wait ...' while the list is empty", async () => {
    await showsListLoading(page, '**/api/downloads/', paths.downloads);
  });

  it('lists Sr.no, file name and a Download link for each document', async () => {
    const table = page.getByRole('table', { name: 'Downloads' });
    await table.waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Sr.no', 'file name', 'Download']);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(downloads.length);
    for (const [i, item] of downloads.entries()) {
      const cells = await rows.nth(i).getByRole('cell').allTextContents();
      expect(cells.slice(0, 2)).toEqual([String(i + 1), item.fileName]);
      const link = rows.nth(i).getByRole('link', { name: `Download ${item.fileName}` });
      expect(await link.getAttribute('href')).toBe(`/api/downloads/${item.filePath}`);
      expect(await link.getAttribute('download')).toBe(item.filePath);
    }
    await screenshot(page, 'downloads-1440');
  });

  it('downloads a file: 200 application/pdf, saved under its own name', async () => {
    const item = downloads[0]!;
    const answer = await page.request.get(`/api/downloads/${item.filePath}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: `Download ${item.fileName}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(item.filePath);
    expect(await download.failure()).toBeNull();
  });
});

describe('Download Forms dialog', () => {
  it('opens from the site links and lists every form with a download link', async () => {
    await page.getByRole('contentinfo').getByRole('button', { name: 'Download Forms' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download Forms' });
    await dialog.waitFor();
    const rows = dialog.locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(forms.length);
    for (const item of forms) {
      const link = dialog.getByRole('link', { name: `Download ${item.fileName}` });
      expect(await link.getAttribute('href')).toBe(`/api/downloads/${item.filePath}`);
    }
    const answer = await page.request.get(`/api/downloads/${forms[0]!.filePath}`);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    await page.waitForTimeout(MODAL_TRANSITION_MS);
    await screenshotViewport(page, 'downloads-forms-dialog-1440');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('lays out soundly on a phone: no overflow, header and footer shown, nothing over the table', async () => {
    const phone = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
    await phone.goto(paths.downloads);
    await phone.getByRole('table').waitFor();
    await expectSoundLayout(phone, 'downloads at 390 px');
    await screenshot(phone, 'downloads-390');
    await phone.getByRole('contentinfo').getByRole('button', { name: 'Download Forms' }).click();
    await phone.getByRole('dialog').locator('tbody tr').first().waitFor();
    await phone.waitForTimeout(MODAL_TRANSITION_MS);
    await screenshotViewport(phone, 'downloads-forms-dialog-390');
    await phone.context().close();
  });
});
