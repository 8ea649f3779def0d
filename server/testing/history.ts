// What a status change leaves on a queue record (docs/contract.md §11): the record in its new
// status, and the last entry of its history naming who moved it, from where, and the note.
import { expect } from 'vitest';
import type { QueueRecord } from '../../src/contract/desk';

export interface Move {
  by: string;
  from: string;
  to: string;
  note?: string;
}

export function expectMoved(record: Pick<QueueRecord, 'status' | 'history'>, move: Move): void {
  expect(record.status).toBe(move.to);
  expect(record.history.at(-1)).toMatchObject(move);
}

/** A closed record reopened by `by`: Open again, the last entry of its history with `note`. */
export function expectReopened(
  record: Pick<QueueRecord, 'status' | 'history'>,
  by: string,
  note: string,
): void {
  expectMoved(record, { by, from: 'Closed', to: 'Open', note });
}
