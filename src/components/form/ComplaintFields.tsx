import { DEPARTMENT_PLACEHOLDER, DEPARTMENTS } from '../../contract/choices';
import { ADDRESS_MAX, ADDRESS_MIN, COMPLAINT_MIN, NAME_MAX, NAME_MIN } from '../../contract/limits';
import type { ComplaintInput } from '../../contract/schemas';
import { fieldsFor, optionWords } from './fieldsFor';
import { useT } from '../../i18n/useT';
import { enComplaint } from '../../i18n/catalogs/enComplaint';
import { registerEnglish } from '../../i18n/runtime';

registerEnglish(enComplaint);

const { TextField, EmailField, PhoneField, SelectField, TextareaField } =
  fieldsFor<ComplaintInput>();

const departmentWords = optionWords(DEPARTMENTS, [
  'complaint.deptBackOffice',
  'complaint.deptDp',
  'complaint.deptIt',
  'complaint.deptAllOthers',
]);

/**
 * The complaint's fields of docs/contract.md §3, shared by the visitor's complaint form and the desk's
 * registration of a complaint received another way (one set of fields, one schema).
 */
export function ComplaintFields({
  complaintLabel,
}: {
  /** The visitor writes "your complaint"; staff copy someone else's. */
  complaintLabel?: string;
}) {
  const t = useT();
  const nameHelp = t('complaint.nameHelp', { min: NAME_MIN, max: NAME_MAX });
  return (
    <>
      <TextField
        name="fName"
        label={t('complaint.firstName')}
        required
        autoComplete="given-name"
        helperText={nameHelp}
      />
      <TextField
        name="lName"
        label={t('complaint.lastName')}
        required
        autoComplete="family-name"
        helperText={nameHelp}
      />
      <EmailField name="email" required />
      <PhoneField name="contactNo" required />
      <SelectField
        name="department"
        label={t('complaint.department')}
        required
        placeholder={DEPARTMENT_PLACEHOLDER}
        options={DEPARTMENTS}
        optionLabel={departmentWords(t)}
        helperText={t('complaint.departmentHelp')}
      />
      <TextField
        name="address"
        label={t('complaint.address')}
        required
        // One line: HTML keeps street-address (several lines) for a textarea.
        autoComplete="address-line1"
        helperText={t('complaint.addressHelp', { min: ADDRESS_MIN, max: ADDRESS_MAX })}
      />
      <TextareaField
        name="complain"
        label={complaintLabel ?? t('complaint.yourComplaint')}
        required
        rows={5}
        helperText={t('complaint.complaintHelp', { min: COMPLAINT_MIN })}
      />
    </>
  );
}
