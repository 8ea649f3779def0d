// The one version log of the desk's items (docs/architecture.md §8 "Versions") on both engines:
// numbering, a taken number, the seed version, and publishing again.
import { describe, expect, it } from 'vitest';
import { engines } from '../store/testing/engines';
import { VersionLog, versionView } from './versionLog';

class Stale extends Error {}

describe.each(engines)('version log: $name', (engine) => {
  /** A test with a fresh store: `log(ref)` opens an item's log there. */
  const withLog =
    (test: (log: (ref: string) => VersionLog<{ text: string }>) => Promise<void>) => async () => {
      const { store, cleanup } = await engine.open();
      try {
        await test((ref) => new VersionLog(store, 'notes', `notes/${ref}`, () => new Stale()));
      } finally {
        await cleanup();
      }
    };

  it(
    'keeps what visitors saw as version 1 before the first draft, and refuses a taken number',
    withLog(async (log) => {
      const notes = log('seeded');
      const number = await notes.next(0, { text: 'live' });
      expect(number).toBe(2);
      await notes.append(number, { state: 'draft', item: { text: 'draft' }, by: 'asha' });
      await expect(
        notes.append(2, { state: 'draft', item: { text: 'again' }, by: 'ravi' }),
      ).rejects.toBeInstanceOf(Stale);
      const all = await notes.all();
      expect(all.map((v) => [v.number, v.state, v.by, v.item.text])).toEqual([
        [1, 'published', 'seed', 'live'],
        [2, 'draft', 'asha', 'draft'],
      ]);
      expect(await notes.count()).toBe(2);
      expect((await notes.find(2))?.item).toEqual({ text: 'draft' });
      expect(await notes.find('2')).toBeUndefined();
      expect(await notes.find(3)).toBeUndefined();
    }),
  );

  it(
    'starts at 1 when nothing was live',
    withLog(async (log) => {
      expect(await log('new').next(0, undefined)).toBe(1);
      expect(await log('new').count()).toBe(0);
    }),
  );

  it(
    'publishes a draft as a new version, an earlier one as a restore, and the newest published one as it is',
    withLog(async (log) => {
      const notes = log('published');
      await notes.append(1, { state: 'draft', item: { text: 'one' }, by: 'asha' });
      expect(await notes.publish(1, 'asha')).toMatchObject({ restoredFrom: undefined });
      expect(await notes.publish(2, 'asha')).toMatchObject({ restoredFrom: undefined });
      expect(await notes.count()).toBe(2);
      await notes.append(3, { state: 'draft', item: { text: 'three' }, by: 'ravi' });
      const restored = await notes.publish(1, 'ravi');
      expect(restored?.restoredFrom).toBe(1);
      expect(restored?.source.item).toEqual({ text: 'one' });
      expect(await notes.publish(9, 'ravi')).toBeUndefined();
      const views = (await notes.all()).map(versionView);
      expect(views.map(({ at, ...v }) => (void at, v))).toEqual([
        { number: 1, state: 'draft', by: 'asha' },
        { number: 2, state: 'published', by: 'asha' },
        { number: 3, state: 'draft', by: 'ravi' },
        { number: 4, state: 'published', by: 'ravi', restoredFrom: 1 },
      ]);
      expect((await notes.newest(2)).map((v) => v.number)).toEqual([4, 3]);
    }),
  );
});
