import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_LAUNCH, CHROMIUM_PATH } from '../support/browser';

// End-to-end tests drive the production build; `npm test` builds it first. One Chromium serves
// the whole run: each file connects to it (launchBrowser) and opens its own contexts, as the unit
// projects share one PostgreSQL; it is closed after the last file.
export default async function setup(project: TestProject) {
  if (!existsSync(resolve(import.meta.dirname, '../../dist/index.html'))) {
    throw new Error(
      'No web build in dist/: run `npm run build` (npm test does) before the e2e tests.',
    );
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium\`.`,
    );
  }
  const server = await chromium.launchServer(CHROMIUM_LAUNCH);
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
