// The order test files start in on a machine with no run of its own (CI's fresh clone): the
// longest first by tests/durations.json, a project's files together, groups in their order.
import { describe, expect, it } from 'vitest';
import type { TestSpecification } from 'vitest/node';
import { DurationSequencer } from '../tests/support/durationSequencer';
import durations from '../tests/durations.json';

const ROOT = '/repo';

function spec(project: string, path: string, groupOrder = 0): TestSpecification {
  return {
    moduleId: `${ROOT}/${path}`,
    project: { name: project, config: { sequence: { groupOrder }, isolate: false } },
  } as unknown as TestSpecification;
}

function sequencer(cached: Record<string, number> = {}): DurationSequencer {
  const ctx = {
    config: { root: ROOT },
    cache: {
      getFileTestResults: (key: string) =>
        key in cached ? { duration: cached[key]! * 1000, failed: false } : undefined,
      getFileStats: () => ({ size: 1 }),
    },
  };
  return new DurationSequencer(
    ctx as unknown as ConstructorParameters<typeof DurationSequencer>[0],
  );
}

const order = async (seq: DurationSequencer, specs: TestSpecification[]) =>
  (await seq.sort(specs)).map((s) => `${s.project.name}:${s.moduleId.slice(ROOT.length + 1)}`);

describe('the order test files start in', () => {
  it('is the longest first by the kept durations, where this machine has none', async () => {
    const kept = durations as Record<string, number>;
    const e2e = Object.keys(kept).filter((path) => path.endsWith('.e2e.test.ts'));
    const shuffled = [...e2e].reverse().map((path) => spec('e2e', path, 1));
    const started = (await order(sequencer(), shuffled)).map((key) => kept[key.slice(4)]!);
    expect(started).toHaveLength(e2e.length);
    expect(started).toEqual([...started].sort((a, b) => b - a));
    expect(started[0]).toBe(Math.max(...e2e.map((path) => kept[path]!)));
  });

  it('puts a file with no duration first, and prefers this machine’s own figure', async () => {
    const seq = sequencer({ 'unit:b.test.ts': 50 });
    expect(
      await order(seq, [
        spec('unit', 'server/hygiene.test.ts'),
        spec('unit', 'b.test.ts'),
        spec('unit', 'new.test.ts'),
      ]),
    ).toEqual(['unit:new.test.ts', 'unit:b.test.ts', 'unit:server/hygiene.test.ts']);
  });

  it('keeps groups in their order and a project’s files together', async () => {
    const seq = sequencer({ 'unit:u.test.ts': 1, 'server-pg:p.test.ts': 90, 'e2e:e.test.ts': 500 });
    expect(
      await order(seq, [
        spec('e2e', 'e.test.ts', 1),
        spec('unit', 'u.test.ts'),
        spec('server-pg', 'p.test.ts'),
      ]),
    ).toEqual(['server-pg:p.test.ts', 'unit:u.test.ts', 'e2e:e.test.ts']);
  });
});
