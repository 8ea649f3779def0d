// Writes tests/durations.json, the order test files start in on a machine with no run of its own
// (tests/support/durationSequencer.ts), from a vitest JSON report of a full, quiet run:
//   npx vitest run --reporter=dot --reporter=json --outputFile.json=/tmp/report.json
//   npm run test:durations -- /tmp/report.json
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { DURATIONS_FILE, type Durations } from '../tests/support/durationSequencer';

interface Report {
  testResults: { name: string; startTime: number; endTime: number }[];
}

const [reportPath] = process.argv.slice(2);
if (!reportPath) {
  console.error('Usage: npm run test:durations -- <vitest JSON report of a full run>');
  process.exit(2);
}
let report: Report;
try {
  report = JSON.parse(readFileSync(reportPath, 'utf8')) as Report;
  if (!Array.isArray(report.testResults)) throw new Error('no testResults');
} catch (err) {
  console.error(`${reportPath} is not a vitest JSON report: ${(err as Error).message}`);
  process.exit(2);
}
const durations: Durations = {};
for (const file of report.testResults) {
  const path = relative(process.cwd(), file.name);
  // A file two projects run (unit and server-pg) is kept at its longer time.
  const seconds = Math.round((file.endTime - file.startTime) / 100) / 10;
  durations[path] = Math.max(durations[path] ?? 0, seconds);
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(DURATIONS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
console.info(`${Object.keys(sorted).length} files' durations written to tests/durations.json`);
