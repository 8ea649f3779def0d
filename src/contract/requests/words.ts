// How the declarations word a record in one line on the desk (docs/contract.md §11).

/** `text` on one line, cut to `n` characters with an ellipsis. */
export function clip(text: string, n = 80): string {
  // Records kept from before the desk may lack the field.
  const line = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > n ? `${line.slice(0, n - 1)}…` : line;
}

/** A person's name from its two fields. */
export const fullName = (r: { fName: string; lName: string }) => `${r.fName} ${r.lName}`.trim();

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
/** Rupees in Indian style (₹25,000.00). */
export const rupees = (amount: number) => inr.format(Number(amount) || 0);
