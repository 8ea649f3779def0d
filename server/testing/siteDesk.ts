// How the site data desk refuses a section's save (docs/contract.md §13c): a 400 with its message
// and each refused field's own, named by its place in the form.
import { expect } from 'vitest';
import { siteMsg } from '../../src/contract/siteDesk';

/** A section's save refused as invalid, naming exactly the fields in `errors`. */
export async function expectSectionRefused(
  res: Response,
  errors: Record<string, string>,
): Promise<void> {
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ message: siteMsg.invalid, errors });
}
