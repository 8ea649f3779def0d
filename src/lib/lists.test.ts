import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endServerRendering, startServerRendering } from './firstAnswers';
import { listAtom } from './lists';

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Reads the atom until its GET has settled. */
async function settled<T>(
  store: ReturnType<typeof createStore>,
  list: ReturnType<typeof listAtom<T>>,
) {
  store.get(list);
  await vi.waitFor(() => expect(store.get(list).state).not.toBe('loading'));
  return store.get(list);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('listAtom', () => {
  it('fetches once per store, however often it is read, and again in a new store', async () => {
    const fetch = vi.fn(async () => answer({ data: ['a', 'b'] }));
    vi.stubGlobal('fetch', fetch);
    const list = listAtom<string>('/api/things');
    const store = createStore();
    expect(await settled(store, list)).toEqual({ state: 'hasData', data: ['a', 'b'] });
    store.get(list);
    expect(fetch).toHaveBeenCalledTimes(1);
    await settled(createStore(), list);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is loaded at the first read when the first HTML carries the list, and fetches nothing', async () => {
    const fetch = vi.fn(async () => answer({ data: [] }));
    vi.stubGlobal('fetch', fetch);
    const list = listAtom<string>('/api/things');
    startServerRendering({ '/api/things': ['from', 'the', 'page'] });
    try {
      expect(createStore().get(list)).toEqual({ state: 'hasData', data: ['from', 'the', 'page'] });
    } finally {
      endServerRendering();
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('logs a failed GET and holds the list as failed instead of loading', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ message: 'down' }, 500)),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const state = await settled(createStore(), listAtom<string>('/api/things'));
    expect(state.state).toBe('hasError');
    expect(logged).toHaveBeenCalledWith('API request error', expect.any(Error));
  });
});
