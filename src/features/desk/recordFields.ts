// How a record's stored fields are shown on the desk: the names the public forms use (the stored
// names keep the original system's spelling, e.g. `clinetCode`), times in IST, rupees in Indian style.
import { formatDateTime } from './format';

const LABELS: Record<string, string> = {
  fName: 'First name',
  lName: 'Last name',
  name: 'Name',
  email: 'E-mail',
  registeredEmail: 'Registered e-mail',
  contactNo: 'Mobile number',
  contactNumber: 'Mobile number',
  phone: 'Phone',
  address: 'Address',
  panNo: 'PAN',
  department: 'Department',
  complain: 'Complaint',
  complainNo: 'Complaint number',
  ackNo: 'Acknowledgement number',
  clientCode: 'Client code',
  clinetCode: 'Client code',
  segment: 'Segment',
  withdraw: 'Amount',
  subject: 'Subject',
  message: 'Message',
  modeOfCommute: 'Heard of us through',
  feedback: 'Feedback',
  variant: 'Sent from',
  frozenAt: 'Account frozen at (IST)',
};

/** Shown in the record's heading and first rows already. */
const SHOWN_ELSEWHERE = new Set(['source', 'complainNo', 'ackNo']);

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** camelCase field names nobody mapped: "someField" → "Some field". */
const fallback = (field: string) => {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function recordFields(
  fields: Record<string, string | number>,
): { field: string; label: string; value: string }[] {
  return Object.entries(fields)
    .filter(([field]) => !SHOWN_ELSEWHERE.has(field))
    .map(([field, value]) => ({
      field,
      label: LABELS[field] ?? fallback(field),
      value:
        field === 'frozenAt'
          ? formatDateTime(String(value))
          : field === 'withdraw'
            ? rupees.format(Number(value) || 0)
            : field === 'variant'
              ? String(value).replace('-', ' ')
              : String(value),
    }));
}
