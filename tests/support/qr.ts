// QR codes read back in the e2e tests, from the pixels as a phone's camera would read them.
import jsQR from 'jsqr';
import type { Locator } from 'playwright-core';
import { PNG } from 'pngjs';

/** What the QR code drawn by `element` holds, decoded from a screenshot of it. */
export async function qrText(element: Locator): Promise<string | undefined> {
  const png = PNG.sync.read(await element.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}
