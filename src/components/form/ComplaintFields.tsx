import { DEPARTMENT_PLACEHOLDER, DEPARTMENTS } from '../../contract/choices';
import { ADDRESS_MAX, ADDRESS_MIN, COMPLAINT_MIN, NAME_MAX, NAME_MIN } from '../../contract/limits';
import type { ComplaintInput } from '../../contract/schemas';
import { fieldsFor } from './fieldsFor';

const { TextField, EmailField, PhoneField, SelectField, TextareaField } =
  fieldsFor<ComplaintInput>();

/**
 * The complaint's fields of docs/contract.md §3, shared by the visitor's complaint form and the desk's
 * registration of a complaint received another way (one set of fields, one schema).
 */
export function ComplaintFields({
  complaintLabel = 'Your complaint',
}: {
  /** The visitor writes "your complaint"; staff copy someone else's. */
  complaintLabel?: string;
}) {
  return (
    <>
      <TextField
        name="fName"
        label="First name"
        required
        autoComplete="given-name"
        helperText={`Letters only, ${NAME_MIN}–${NAME_MAX} characters`}
      />
      <TextField
        name="lName"
        label="Last name"
        required
        autoComplete="family-name"
        helperText={`Letters only, ${NAME_MIN}–${NAME_MAX} characters`}
      />
      <EmailField name="email" required />
      <PhoneField name="contactNo" required />
      <SelectField
        name="department"
        label="Department"
        required
        placeholder={DEPARTMENT_PLACEHOLDER}
        options={DEPARTMENTS}
        helperText="Which team the complaint is about"
      />
      <TextField
        name="address"
        label="Address"
        required
        autoComplete="street-address"
        helperText={`${ADDRESS_MIN}–${ADDRESS_MAX} characters`}
      />
      <TextareaField
        name="complain"
        label={complaintLabel}
        required
        rows={5}
        helperText={`Describe what happened, with dates and amounts if any (at least ${COMPLAINT_MIN} characters).`}
      />
    </>
  );
}
