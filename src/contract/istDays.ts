// The IST calendar days the desk's clocks and schemas read. Apart from ist.ts, which the public
// pages load for the offset alone: a module shared by chunks brings every export anyone uses, and
// these would ride on the home page's first visit (docs/performance.md, the budget).
import { IST_OFFSET_MS } from './ist';

const DAY_MS = 24 * 60 * 60_000;

/** The IST calendar day `at` falls on, as YYYY-MM-DD. */
export const istDay = (at: Date): string =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The start of an IST calendar day (YYYY-MM-DD), `days` later; null when it is no such day
 * (Date would read 2026-02-31 as 3 March, so the day must round-trip).
 */
export function istDayStart(day: string, days = 0): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const start = new Date(`${day}T00:00:00+05:30`);
  if (Number.isNaN(start.getTime()) || istDay(start) !== day) return null;
  return new Date(start.getTime() + days * DAY_MS);
}
