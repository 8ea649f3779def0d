// Every time on the desk is India time, whatever the PC's zone: the firm's clocks and SEBI's are.
const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
