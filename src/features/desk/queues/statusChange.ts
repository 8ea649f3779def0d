// Checks made before a status change is sent, with the server's own messages (the server checks
// again, and also that the freeze time is after arrival and not in the future).
import { deskMsg } from '../../../contract/desk';

/** A `datetime-local` value ("2026-11-23T10:05") read as India time, whatever the PC's zone. */
export function istLocalToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const at = new Date(`${value}:00+05:30`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** An instant as a `datetime-local` value in India time (the freeze time field's start and max). */
export function istLocalValue(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16);
}

export function statusChangeProblem(change: {
  status: string;
  note: string;
  frozenAt: string;
  noteRequired: boolean;
  asksFrozenAt: boolean;
}): string | null {
  if (!change.status) return deskMsg.statusInvalid;
  if (change.noteRequired && !change.note.trim()) return deskMsg.noteRequired;
  if (change.asksFrozenAt) {
    if (!change.frozenAt) return deskMsg.frozenAtRequired;
    if (!istLocalToIso(change.frozenAt)) return deskMsg.frozenAtInvalid;
  }
  return null;
}
