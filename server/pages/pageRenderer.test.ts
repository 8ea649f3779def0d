// The page renderer's worker thread (docs/performance.md): pages drawn off the server's own
// thread, one at a time, a failure reported without stopping the rest, and the worker stopped
// when idle and started again by the next page.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageRenderer, type RendererTimes } from './pageRenderer';

// A built renderer as `vite build --ssr` leaves it: this one draws the path and the answers' keys,
// notes whether another page was being drawn at the same time, fails on /broken and never
// yields on /hang.
const RENDERER = `let busy = false;
export async function renderPage(url, answers) {
  const path = new URL(url).pathname;
  if (path === '/broken') throw new Error('render failed');
  if (path === '/nothing') return null;
  if (path === '/hang') for (;;);
  const overlapped = busy;
  busy = true;
  await new Promise((r) => setTimeout(r, 20));
  busy = false;
  const html = '<p>' + path + ' ' + Object.keys(answers).join(',') + (overlapped ? ' overlapped' : '') + '</p>';
  return { html, partial: path === '/cut-short' };
}`;

/** A page drawn whole, as the renderer answers it. */
const whole = (html: string) => ({ html, partial: false });

let root: string;
let distDir: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'page-renderer-'));
  distDir = join(root, 'dist');
  await mkdir(join(root, 'dist-ssr'), { recursive: true });
  await writeFile(join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** `check` given a renderer beside the test's dist/, closed after it; returned for a look after. */
async function withRenderer(
  check: (renderer: PageRenderer) => Promise<void>,
  times: RendererTimes = {},
): Promise<PageRenderer> {
  const renderer = (await PageRenderer.beside(distDir, times))!;
  try {
    await check(renderer);
  } finally {
    await renderer.close();
  }
  return renderer;
}

describe('the page renderer', () => {
  it('is none without a built renderer beside dist/', async () => {
    expect(await PageRenderer.beside(join(root, 'elsewhere', 'dist'))).toBeNull();
  });

  it('draws pages in a worker, one at a time, from the answers given', async () => {
    const closed = await withRenderer(async (renderer) => {
      const pages = await Promise.all([
        renderer.render('http://localhost/a', { '/api/site': {} }),
        renderer.render('http://localhost/b', { '/api/site': {}, '/api/news': [] }),
        renderer.render('http://localhost/nothing', {}),
      ]);
      expect(pages).toEqual([
        whole('<p>/a /api/site</p>'),
        whole('<p>/b /api/site,/api/news</p>'),
        null,
      ]);
      // A page cut short at the renderer's own time limit says so (the caller does not keep it).
      await expect(renderer.render('http://localhost/cut-short', {})).resolves.toEqual({
        html: '<p>/cut-short </p>',
        partial: true,
      });
      expect(renderer.running).toBe(true);
    });
    expect(closed.running).toBe(false);
  });

  it('reports a failed page with its error and goes on drawing the others', async () => {
    await withRenderer(async (renderer) => {
      await expect(renderer.render('http://localhost/broken', {})).rejects.toThrow('render failed');
      await expect(renderer.render('http://localhost/after', {})).resolves.toEqual(
        whole('<p>/after </p>'),
      );
    });
  });

  it('stops its worker when idle, and starts another for the next page', async () => {
    await withRenderer(
      async (renderer) => {
        await renderer.render('http://localhost/a', {});
        expect(renderer.running).toBe(true);
        await expect.poll(() => renderer.running).toBe(false);
        await expect(renderer.render('http://localhost/again', {})).resolves.toEqual(
          whole('<p>/again </p>'),
        );
        // A page asked for while the stopped worker is still ending is drawn by the new one.
        const closing = renderer.close();
        const next = renderer.render('http://localhost/next', {});
        await closing;
        await expect(next).resolves.toEqual(whole('<p>/next </p>'));
      },
      { idleMs: 50 },
    );
  });

  it('stops a worker that answers nothing within its time limit, and draws on with another', async () => {
    await withRenderer(
      async (renderer) => {
        await renderer.render('http://localhost/warm', {});
        const hung = renderer.render('http://localhost/hang', {});
        const queued = renderer.render('http://localhost/behind', {});
        await expect(hung).rejects.toThrow('the page renderer answered nothing for 2 s');
        await expect(queued).rejects.toThrow('answered nothing');
        expect(renderer.running).toBe(false);
        await expect(renderer.render('http://localhost/later', {})).resolves.toEqual(
          whole('<p>/later </p>'),
        );
      },
      { timeLimitMs: 2000 },
    );
  });
});
