import { defineConfig } from 'vitest/config';
import { DurationSequencer } from './tests/support/durationSequencer';

/** Units and the server over real HTTP; both projects share one shape (and one PostgreSQL setup). */
const nodeTests = {
  environment: 'node' as const,
  // A worker's files share their modules: the server and its imports are loaded once per worker
  // instead of once per file (about a third of these projects' time, issue 40). No file here
  // mocks a module; one that must goes in an isolated project, as the kiosk shell's do.
  isolate: false,
  // Three files at once on the 2-core CI machine (issue 40): vitest's default, one worker fewer
  // than the CPUs, ran them one at a time, and two left a core idle a quarter of the time while
  // files wait on killed servers, leases and PostgreSQL. Each test's data dir, port and PostgreSQL
  // schema are its own, so files at once share nothing.
  maxWorkers: 3,
  // A global a test stubs (vi.stubGlobal) is put back after it, so no later file sees it.
  unstubGlobals: true,
  testTimeout: 20_000,
  // Set-ups start servers, stores and databases: on a busy 2-core machine they take as long as a
  // test (a beforeAll overran vitest's default 10 s once), so they get a test's time.
  hookTimeout: 20_000,
  sequence: { groupOrder: 0 },
  // The storage contract and the server suites run against a real PostgreSQL too (DESIGN: no
  // mocked database); server/testing/postgres.global-setup.ts starts it for the run.
  globalSetup: ['server/testing/postgres.global-setup.ts'],
};

export default defineConfig({
  test: {
    // The longest files first, from tests/durations.json where this machine has no run of its own.
    sequence: { sequencer: DurationSequencer },
    projects: [
      {
        test: {
          ...nodeTests,
          name: 'unit',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.e2e.test.ts', '**/node_modules/**'],
          provide: { storeEngine: 'lowdb' },
        },
      },
      {
        test: {
          ...nodeTests,
          // The kiosk shell's tests replace the `electron` module (vi.mock): each file on its own.
          name: 'electron',
          include: ['electron/**/*.test.ts'],
          isolate: true,
          provide: { storeEngine: 'lowdb' },
        },
      },
      {
        test: {
          ...nodeTests,
          // The HTTP suites whose answers go through the store, again on PostgreSQL
          // (server/testing/storage.ts). The desk suites already run on both engines themselves;
          // the rest (static files, connections, headers) never touch the store.
          name: 'server-pg',
          include: [
            'server/routes/submissions.test.ts',
            'server/desk/desk.notesPrivate.test.ts',
            'server/routes/investorVoice.test.ts',
            'server/routes/dataRequests.test.ts',
            'server/routes/investorAttachments.test.ts',
            'server/routes/barrierReport.test.ts',
            'server/http/language.test.ts',
            'server/store/durability.test.ts',
            'server/http/hostileKeys.test.ts',
            'server/files/traversal.test.ts',
            'server/http/rateLimit.test.ts',
            'server/routes/content.test.ts',
            'server/pages/sitemap.test.ts',
            'server/pages/firstHtml.test.ts',
            'server/pages/firstHtmlText.test.ts',
            'server/pages/renderLimits.test.ts',
            'server/http/repeatAnswers.app.test.ts',
            'server/testing/storage.test.ts',
            'server/notify/acknowledgements.test.ts',
            'server/notify/alerts.test.ts',
            'server/notify/reminders.test.ts',
            'server/notify/freezeMessages.test.ts',
            'server/notify/headerInjection.test.ts',
            'server/desk/tradingCalendar.test.ts',
            'server/desk/escalations.test.ts',
          ],
          provide: { storeEngine: 'postgres' },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['src/**/*.e2e.test.ts', 'tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          // A worker's files share their modules, as the node projects' do: each file no longer
          // loads Playwright and the whole server again (nine files: 65 s of import time isolated,
          // 28 s shared; the whole project 42 s shared). Each file still starts its own server and
          // browser contexts (fixture.ts), so files share no state but what modules hold.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A condition the page reaches "shortly" (a scroll, <html lang>) may take seconds on a
          // busy 2-core machine: polls wait as long as a page action does, not one second.
          expect: { poll: { timeout: 10_000 } },
          // One Chromium for the run (global-setup.ts), a server per file; three files at a time
          // keep a 2-core machine busy (two left it a tenth idle while pages wait on timers and
          // answers; docs/architecture.md §7).
          maxWorkers: 3,
          // After the unit tests, so the two never compete for the machine's two cores.
          sequence: { groupOrder: 1 },
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
