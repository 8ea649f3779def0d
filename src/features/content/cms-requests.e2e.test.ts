// /cms/* asks the server for the content list at most once per app session (issue 8: it asked
// twice, the layout and the page each loading it); a direct visit to one has it in its first HTML
// (docs/performance.md) and asks for it not at all.
import { describe, expect, it } from 'vitest';
import { api } from '../../contract/api';
import type { ContentPage } from '../../contract/entities';
import { paths } from '../../contract/routes';
import { openInApp, openPage, requestsMatching, VIEWPORTS } from '../../../tests/support/browser';
import { app, browser, setUpE2e } from '../../../tests/support/fixture';
import { readSeed } from '../../../tests/support/seed';

const [first, second] = readSeed<ContentPage[]>('contents.json');

setUpE2e();

describe('content list requests', () => {
  it('are made once from another page, none on a direct visit to /cms/*, and not again on the next page', async () => {
    const page = await openPage(browser, app.baseUrl, VIEWPORTS.desktop);
    const requests = requestsMatching(page, (url) => url.pathname === api.contents);
    await page.goto(paths.contactUs);
    await openInApp(page, paths.cms(first!._id));
    await page.getByRole('article', { name: first!.contentType }).waitFor();
    await openInApp(page, paths.cms(second!._id));
    await page.getByRole('article', { name: second!.contentType }).waitFor();
    expect(requests).toHaveLength(1);

    await page.goto(paths.cms(first!._id));
    await page.getByRole('article', { name: first!.contentType }).waitFor();
    await openInApp(page, paths.cms(second!._id));
    await page.getByRole('article', { name: second!.contentType }).waitFor();
    expect(requests).toHaveLength(1);
    await page.context().close();
  });
});
