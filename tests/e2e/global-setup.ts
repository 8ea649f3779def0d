import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHROMIUM_PATH } from '../support/browser';

// End-to-end tests drive the production build; `npm test` builds it first.
export default function setup() {
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
}
