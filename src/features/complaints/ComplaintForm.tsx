import type { ApiAnswers } from '../../contract/api';
import { DEPARTMENT_PLACEHOLDER, DEPARTMENTS } from '../../contract/choices';
import { ADDRESS_MAX, ADDRESS_MIN, COMPLAINT_MIN, NAME_MAX, NAME_MIN } from '../../contract/limits';
import { complaintSchema, type ComplaintInput } from '../../contract/schemas';
import { PostForm } from '../../components/form/PostForm';
import { sendComplaint } from './api';
import { fieldsFor } from '../../components/form/fieldsFor';

const { TextField, EmailField, PhoneField, SelectField, TextareaField } =
  fieldsFor<ComplaintInput>();

/** The complaint form of SPEC §3, posted to /api/complain. */
export function ComplaintForm({
  onRegistered,
}: {
  onRegistered: (answer: ApiAnswers['complain']) => void;
}) {
  return (
    <PostForm
      schema={complaintSchema}
      send={sendComplaint}
      name="Complaint form"
      submitLabel="Submit complaint"
      onSuccess={onRegistered}
    >
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
        helperText="Which team your complaint is about"
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
        label="Your complaint"
        required
        rows={5}
        helperText={`Describe what happened, with dates and amounts if any (at least ${COMPLAINT_MIN} characters).`}
      />
    </PostForm>
  );
}
