// The fund lists in Chromium against the real server (docs/contract.md §13b): an editor imports a
// schemes CSV, sees the preview (an added and a removed scheme, a bad row with its line), applies
// it, and the public mutual-fund page offers the new scheme for its AMC and category. The account
// is made with the staff CLI before the server opens the data dir.
import { describe, expect, it } from 'vitest';
import type { Scheme } from '../../../contract/entities';
import { fundMsg } from '../../../contract/fundLists';
import { paths } from '../../../contract/routes';
import { screenshot, seriousAxeViolations, VIEWPORTS } from '../../../../tests/support/browser';
import { app, desktopPage } from '../../../../tests/support/fixture';
import {
  editor,
  openDeskSection,
  restoreVersion,
  setUpDeskEditor,
  statusSays,
} from '../../../../tests/support/staff';
import { readSeed } from '../../../../tests/support/seed';
import { deskPaths } from '../shell/paths';

const AMC = 'Sahyadri Mutual Fund';
const CATEGORY = 'Equity - Large Cap';
const NEW_SCHEME = 'Alpha Large & Mid Cap Fund, Direct';
const DROPPED = 'Sahyadri Large Cap Fund - Direct Plan - Growth';

/** The seed's schemes without one, a new one whose name holds a comma, and a scheme of no AMC. */
function schemesCsv(): Buffer {
  const cell = (v: string) => (/[,"]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const rows = readSeed<Scheme[]>('schemes.json')
    .filter((s) => s.SchemeName !== DROPPED)
    .map((s) => [s.SchemeName, s.AMCName, s.CategoryName]);
  rows.unshift([NEW_SCHEME, AMC, CATEGORY]);
  rows.push(['Orphan Fund', 'No Such Mutual Fund', CATEGORY]);
  const lines = ['SchemeName,AMCName,CategoryName', ...rows.map((r) => r.map(cell).join(','))];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

setUpDeskEditor('meera');

describe('fund lists on the desk', () => {
  it('imports a schemes CSV: the preview shows what changes and the bad row, Apply puts it on the site', async () => {
    await openDeskSection(editor, 'Fund lists');
    await editor
      .getByRole('navigation', { name: 'Fund lists' })
      .getByRole('link', { name: 'Schemes' })
      .click();
    expect(new URL(editor.url()).pathname).toBe(deskPaths.funds('schemes'));
    await editor.getByRole('table', { name: 'Schemes' }).getByText(DROPPED).waitFor();

    await editor.getByLabel('CSV file to import').setInputFiles({
      name: 'schemes-november.csv',
      mimeType: 'text/csv',
      buffer: schemesCsv(),
    });
    const preview = editor.getByRole('region', { name: 'Preview of the import' });
    await preview.getByText('Preview of schemes-november.csv').waitFor();
    const added = preview.getByRole('table', { name: 'Added' });
    const removed = preview.getByRole('table', { name: 'Removed' });
    const bad = preview.getByRole('table', { name: 'Bad rows' });
    expect(await added.getByRole('row').nth(1).textContent()).toBe(
      `+${NEW_SCHEME}${AMC}${CATEGORY}`,
    );
    expect(await removed.getByRole('row').nth(1).textContent()).toBe(
      `−${DROPPED}${AMC}${CATEGORY}`,
    );
    const badRow = bad.getByRole('row').nth(1);
    expect(await badRow.getByRole('cell').first().textContent()).toBe(
      String(readSeed<Scheme[]>('schemes.json').length + 2),
    );
    await badRow.getByText(fundMsg.amcUnknown).waitFor();
    await badRow.getByText('No Such Mutual Fund').waitFor();
    // Nothing is changed yet: the public answer still has the dropped scheme.
    const before = await fetch(
      `${app.baseUrl}/api/amc-scheme/${encodeURIComponent(AMC)}/${encodeURIComponent(CATEGORY)}`,
    );
    expect(await before.json()).toEqual({ data: [{ SchemeName: DROPPED }] });
    await screenshot(editor, 'fund-lists-preview-1440');
    expect(await seriousAxeViolations(editor)).toEqual([]);

    await preview.getByRole('button', { name: 'Apply' }).click();
    await statusSays(
      editor,
      'Imported schemes-november.csv: 1 added, 1 removed. The site shows the new list now',
    );
    await editor.getByRole('table', { name: 'Schemes' }).waitFor();
    await editor.getByRole('region', { name: 'Versions' }).getByText('Imported from CSV').waitFor();
    await screenshot(editor, 'fund-lists-applied-1440');

    const visitor = await desktopPage();
    await visitor.goto(paths.mutualFundDetails);
    const amc = visitor.getByLabel('AMC', { exact: true });
    await amc.locator('option', { hasText: AMC }).waitFor({ state: 'attached' });
    await amc.selectOption(AMC);
    await visitor.getByLabel('Category', { exact: true }).selectOption(CATEGORY);
    const scheme = visitor.getByLabel('Scheme', { exact: true });
    await scheme.click();
    await visitor.keyboard.press('Escape');
    await expect
      .poll(() => scheme.locator('option').allTextContents())
      .toEqual(['Select scheme', NEW_SCHEME]);
    await visitor.close();
  });

  it('removes a scheme on a second click, and restoring the version before brings it back', async () => {
    await editor.getByLabel('Search schemes').fill('alpha direct');
    const table = editor.getByRole('table', { name: 'Schemes' });
    await editor.getByRole('button', { name: `Remove ${NEW_SCHEME}` }).click();
    expect(await table.getByText(NEW_SCHEME).count()).toBe(1);
    await editor.getByRole('button', { name: `Confirm: remove ${NEW_SCHEME}` }).click();
    await editor.getByRole('status').getByText(`Removed ${NEW_SCHEME}`).waitFor();
    await editor.getByText('Nothing matches this search.').waitFor();

    await restoreVersion(editor, 2);
    await editor.getByRole('status').getByText('Restored version 2: 1 added, 0 removed.').waitFor();
    await table.getByText(NEW_SCHEME).waitFor();
    const versions = editor.getByRole('region', { name: 'Versions' });
    const newest = versions.getByRole('listitem').first();
    await newest.getByText('Version 4').waitFor();
    await newest.getByText(/^Restored · /).waitFor();
    await newest.getByText(/ · restored from 2$/).waitFor();
  });

  it('warns before an AMC import leaves schemes unreachable, and Cancel changes nothing', async () => {
    await editor
      .getByRole('navigation', { name: 'Fund lists' })
      .getByRole('link', { name: 'AMCs' })
      .click();
    await editor.getByRole('table', { name: 'AMCs' }).getByText(AMC).waitFor();
    await editor.getByLabel('CSV file to import').setInputFiles({
      name: 'amcs.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`AMCName\n${AMC}\n`, 'utf8'),
    });
    const preview = editor.getByRole('region', { name: 'Preview of the import' });
    await preview.getByText('visitors can no longer pick them').waitFor();
    await screenshot(editor, 'fund-lists-amcs-warning-1440');
    // A branch office's smaller screen: the side panels go under the list.
    await editor.setViewportSize({ width: 1024, height: 768 });
    await screenshot(editor, 'fund-lists-amcs-warning-1024');
    await editor.setViewportSize(VIEWPORTS.desktop.viewport);
    await preview.getByRole('button', { name: 'Cancel' }).click();
    await preview.waitFor({ state: 'detached' });
    const amcs = await fetch(`${app.baseUrl}/api/amc-master`);
    expect(((await amcs.json()) as { data: unknown[] }).data).toHaveLength(
      readSeed<unknown[]>('amcs.json').length,
    );
  });
});
