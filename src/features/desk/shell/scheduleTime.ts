// A publish or unpublish time between the store (ISO with its zone) and a datetime-local input,
// in India's time (docs/contract.md §13e): the content editor's Schedule form and the site desk's
// scrolling notices.

const IST_MS = 5.5 * 3_600_000;
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A stored time as the input shows it, in India's time (`2026-12-01T10:00`); else as it is. */
export const toScheduleInput = (iso?: string) => {
  const at = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(at) ? (iso ?? '') : new Date(at + IST_MS).toISOString().slice(0, 16);
};

/** The input's time in India as sent (`2026-12-01T10:00:00+05:30`); anything else as typed. */
export const fromScheduleInput = (value: string) =>
  LOCAL.test(value) ? `${value}:00+05:30` : value;
