// CSV for regulatory returns (docs/contract.md §11): UTF-8 with a byte-order mark and CRLF so
// Excel opens it with Indian names intact, and no cell Excel could run as a formula.

export type Cell = string | number | null | undefined;

/** A text cell starting like a formula (or with a control char Excel strips) gets a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
