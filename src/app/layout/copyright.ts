/**
 * The footer's copyright line with the current year. The site data may hold `{year}`; a line with
 * a fixed year range ('© 1994–2025 …') gets its end year moved to `year`, so the footer never
 * shows a stale year whatever the data says.
 */
export function copyrightLine(text: string, year: number): string {
  if (text.includes('{year}')) return text.replaceAll('{year}', String(year));
  const range = /(\d{4})\s*[–-]\s*\d{4}/;
  if (range.test(text)) return text.replace(range, `$1–${year}`);
  const single = /\b(\d{4})\b/;
  const match = single.exec(text);
  if (match) {
    const from = Number(match[1]);
    return from < year ? text.replace(single, `${from}–${year}`) : text.replace(single, `${year}`);
  }
  const rest = text.replace(/^©\s*/, '');
  return `© ${year} ${rest}`;
}
