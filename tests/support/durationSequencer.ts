// The order test files start in (issue 40): the longest first, so that the last files to end are
// short ones and the run's three workers end together. Vitest orders by the durations it cached
// from the last run on this machine; a fresh clone (CI) has none, and vitest then starts the
// largest files first (replayed on the session's first run's times: an e2e phase of 656 s against
// 639 s longest first). The durations of a quiet full run are kept in tests/durations.json (`npm run test:durations`) and
// stand in where this machine has no figure of its own.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A file's path from the project root → seconds its tests took in a quiet full run. */
export type Durations = Record<string, number>;

export const DURATIONS_FILE = new URL('../durations.json', import.meta.url);

const kept: Durations = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Durations;

export class DurationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    const seconds = (spec: TestSpecification): number | undefined => {
      const path = relative(config.root, spec.moduleId);
      const cached = cache.getFileTestResults(`${spec.project.name}:${path}`);
      return cached ? cached.duration / 1000 : kept[path];
    };
    // As vitest's own order (BaseSequencer): group by group, a project's files together (a worker
    // that keeps its modules serves one project), within one the unknown first, then the longest.
    return [...(await super.sort(files))].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      const [sa, sb] = [seconds(a), seconds(b)];
      if (sa === undefined || sb === undefined) return sa === sb ? 0 : sa === undefined ? -1 : 1;
      return sb - sa;
    });
  }
}
