// Every time on the desk is India time, whatever the PC's zone: the firm's clocks and SEBI's are.
const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** Calendar days (YYYY-MM-DD) are already India's: read and written at UTC, never shifted. */
const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });

/** An IST calendar day, "2026-12-18", as the desk writes days: "18 Dec 2026"; else as it came. */
export const formatDay = (isoDay: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(isoDay) ? day.format(new Date(`${isoDay}T00:00:00Z`)) : isoDay;
