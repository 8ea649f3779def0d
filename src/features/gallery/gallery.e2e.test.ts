import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MODAL_TRANSITION_MS } from '../../contract/limits';
import { msg } from '../../contract/messages';
import { paths } from '../../contract/routes';
import {
  openPage,
  screenshot,
  screenshotViewport,
  showsListLoading,
  VIEWPORTS,
} from '../../../tests/support/browser';
import { app, browser, page, setUpE2e } from '../../../tests/support/fixture';
import { seedGallery } from '../../../tests/support/seed';

const { albums: categories, imagesOf, withImages, empty } = seedGallery();

setUpE2e(VIEWPORTS.desktop);

const h1 = (p: Page) => p.getByRole('heading', { level: 1 });

describe('/gallery', () => {
  it("says 'loading plese wait ...' until the categories arrive, then shows a card each", async () => {
    await showsListLoading(page, '**/api/gallery-category', paths.gallery);
    const cards = page.getByRole('list', { name: 'Gallery albums' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(categories.length);
    for (const c of categories) {
      await page.getByRole('link', { name: c.gallaryCategoryTitle }).waitFor();
    }
    expect(await page.getByText(msg.listLoading).count()).toBe(0);
    await screenshot(page, 'gallery-categories-1440');
  });

  it('opens the chosen category on /gallery-details with its images', async () => {
    await page.getByRole('link', { name: withImages.gallaryCategoryTitle }).click();
    await page.waitForURL('**' + paths.galleryDetails);
    await h1(page).filter({ hasText: withImages.gallaryCategoryTitle }).waitFor();
    const figures = page.getByRole('main').getByRole('figure');
    await figures.first().waitFor();
    expect(await figures.count()).toBe(imagesOf(withImages).length);
    for (const image of imagesOf(withImages)) {
      await page.getByText(image.imageTitle, { exact: true }).waitFor();
      await page.getByText(image.description, { exact: true }).waitFor();
    }
    await screenshot(page, 'gallery-details-1440');
  });

  it('shows a larger view of an image and closes it with Escape', async () => {
    const first = imagesOf(withImages)[0]!;
    await page.getByRole('button', { name: `View larger: ${first.imageTitle}` }).click();
    const dialog = page.getByRole('dialog', { name: first.imageTitle });
    await dialog.waitFor();
    expect(await dialog.getByRole('img', { name: first.imageTitle }).getAttribute('src')).toBe(
      `/api/gallery-images/${first.imagePath}`,
    );
    await page.waitForTimeout(MODAL_TRANSITION_MS);
    await screenshotViewport(page, 'gallery-viewer-1440');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it("says 'Sorry no images here.' for a category without images", async () => {
    expect(empty, 'the seed holds a category with no images').toBeDefined();
    await page.getByRole('link', { name: 'All albums' }).click();
    await page.getByRole('link', { name: empty.gallaryCategoryTitle }).click();
    await h1(page).filter({ hasText: empty.gallaryCategoryTitle }).waitFor();
    await page.getByText(msg.noGalleryImages, { exact: true }).waitFor();
    expect(await page.getByRole('main').getByRole('figure').count()).toBe(0);
  });

  it("on a direct visit to /gallery-details says 'Sorry no images here.' with a way back", async () => {
    const phone = await openPage(browser, app.baseUrl, VIEWPORTS.phone);
    await phone.goto(paths.galleryDetails);
    await phone.getByText(msg.noGalleryImages, { exact: true }).waitFor();
    await phone.getByRole('link', { name: 'Back to the gallery' }).click();
    await phone.waitForURL('**' + paths.gallery);
    await phone.getByRole('link', { name: withImages.gallaryCategoryTitle }).waitFor();
    await screenshot(phone, 'gallery-categories-390');
    await phone.getByRole('link', { name: withImages.gallaryCategoryTitle }).click();
    await phone.getByRole('main').getByRole('figure').first().waitFor();
    await screenshot(phone, 'gallery-details-390');
    await phone.context().close();
  });
});
