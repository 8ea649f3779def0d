// `npm run complaint:status -- <number> <status> [--note TEXT]` (README, "Staff desk"): the
// shell's way to move a complaint, replacing the old hand edit of the JSON file. Same rules,
// history entry and audit entry as the desk (server/desk/changeStatus.ts), made by 'cli'.
import { parseArgs } from 'node:util';
import { QUEUES } from '../../src/contract/desk';
import { statusUpdateSchema } from '../../src/contract/deskSchemas';
import { validateWith } from '../../src/contract/schemas';
import { canonicalReference } from '../store/ids';
import type { Store } from '../store/types';
import { AuditLog } from './audit';
import { changeStatus } from './changeStatus';
import { queueSources } from './queues';
import type { CliIo } from './staffCli';

const STATUSES = QUEUES.complaints.statuses.map((s) => (s.includes(' ') ? `"${s}"` : s));

export const COMPLAINT_STATUS_USAGE = `Usage (a status with a space goes in quotes):
  npm run complaint:status -- CMP-XXXX-XXXX ${STATUSES.join('|')} [--note TEXT]
A note is required to close.`;

/** Runs one change; returns the exit code (2: bad usage, 1: refused, 0: changed). */
export async function runComplaintStatusCli(
  argv: string[],
  store: Store,
  io: Pick<CliIo, 'out' | 'now'> & {
    /** The public website's origin, for the links in the message the change sends. */
    origin: string;
  },
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { note: { type: 'string' } },
    });
  } catch (err) {
    io.out(`${(err as Error).message}\n${COMPLAINT_STATUS_USAGE}`);
    return 2;
  }
  const [typed, status, ...extra] = parsed.positionals;
  if (!typed || !status || extra.length > 0) {
    io.out(COMPLAINT_STATUS_USAGE);
    return 2;
  }
  // Read as the public lookup reads it: any case, dashes optional, the CMP prefix optional.
  const complainNo = canonicalReference(typed, 'CMP');
  if (!complainNo) {
    io.out(`"${typed}" is not a complaint number (like CMP-7K4Q-9XTD).`);
    return 1;
  }
  const sources = queueSources(store);
  const record = await sources.complaints.find(complainNo);
  if (!record) {
    io.out(`No complaint ${complainNo}.`);
    return 1;
  }
  const input = await validateWith(statusUpdateSchema, {
    status,
    note: parsed.values.note ?? '',
    version: record.version,
  });
  if (!input.ok) {
    io.out(Object.values(input.errors).join('\n'));
    return 1;
  }
  const result = await changeStatus('complaints', sources.complaints, record, input.value, {
    by: 'cli',
    now: io.now(),
    audit: new AuditLog(store, io.now),
    origin: io.origin,
  });
  if (!result.ok) {
    const statusError = result.errors?.status !== undefined;
    io.out(statusError ? `${result.message} Statuses: ${STATUSES.join(', ')}.` : result.message);
    return 1;
  }
  io.out(`${complainNo}: ${result.from} → ${input.value.status}`);
  return 0;
}
