// A refused desk call (docs/contract.md §13): the content desk's, the site data's and the
// maker–checker's rules throw it; server/routes/desk/calls.ts answers it as it is.
import type { FieldErrors } from '../../src/contract/schemas';

/** A refused desk call: its status and message (and field errors) go to the editor as they are. */
export class ContentDeskError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'ContentDeskError';
  }
}
