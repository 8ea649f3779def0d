// The desk's field descriptors the kinds share (docs/contract.md §11): one field name, one label
// and one mask in every kind that stores it.
import type { FieldDeclaration } from './kind';

export const field = {
  firstName: { label: 'First name' },
  lastName: { label: 'Last name' },
  name: { label: 'Name' },
  email: { label: 'E-mail', pii: 'email', sealed: true },
  mobile: { label: 'Mobile number', pii: 'tail', sealed: true },
  pan: { label: 'PAN', pii: 'tail', sealed: true },
  address: { label: 'Address', pii: 'all', sealed: true },
  clientCode: { label: 'Client code' },
  subject: { label: 'Subject' },
} as const satisfies Record<string, FieldDeclaration>;

/** The person behind a complaint or a feedback, under the field names both forms send. */
export const personFields = {
  fName: field.firstName,
  lName: field.lastName,
  email: field.email,
  contactNo: field.mobile,
  address: field.address,
} as const;

/**
 * The one person behind a report, a data request or a message, under the field names those forms
 * send: a name, an e-mail address and a mobile number.
 */
export const contactFields = {
  name: field.name,
  email: field.email,
  contactNo: field.mobile,
} as const;

/** Field descriptors by field name, of one kind or of all of them. */
export type FieldDeclarations = Readonly<Partial<Record<string, FieldDeclaration>>>;

/**
 * Every kind's field descriptors in one map: the desk shows and masks a record by its field names,
 * which mean one thing in every kind (requests/fields.test.ts refuses two kinds that disagree).
 */
export function mergeFields(
  kinds: readonly { fields: Readonly<Record<string, FieldDeclaration | undefined>> }[],
): FieldDeclarations {
  const merged: Record<string, FieldDeclaration> = {};
  for (const kind of kinds) {
    for (const [name, declared] of Object.entries(kind.fields)) {
      if (declared) merged[name] = declared;
    }
  }
  return merged;
}

/**
 * The fields a kind's records keep encrypted at rest (docs/storage.md, "PII at rest"): those its
 * declaration marks `sealed`, so a new kind's phone, PAN, e-mail or address is sealed by naming
 * its field.
 */
export function sealedFields(kind: {
  fields: Readonly<Record<string, FieldDeclaration | undefined>>;
}): string[] {
  return Object.entries(kind.fields).flatMap(([name, declared]) =>
    declared?.sealed ? [name] : [],
  );
}
