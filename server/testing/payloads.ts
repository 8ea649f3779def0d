// One valid payload per POST of docs/contract.md §7, as the forms send them. Tests change one field at a time.
import { api } from '../../src/contract/api';

export const validQuickContact = {
  name: 'Asha Rao',
  contactNo: '9876543210',
  email: 'asha.rao@example.in',
  subject: 'Mutual Funds',
  message: 'Please call me about SIPs.',
};

/** The /contact-us page variant: its marker, `phone` instead of `contactNo`, any subject text. */
export const validContactPage = {
  form: 'contact-page',
  email: 'asha.rao@example.in',
  name: 'Asha Rao',
  phone: '+91 98765 43210',
  subject: 'Account opening',
  message: 'I would like to open a demat account.',
};

export const validComplaint = {
  fName: 'Asha',
  lName: 'Rao',
  email: 'asha.rao@example.in',
  contactNo: '9876543210',
  department: 'Back Office',
  address: '12 MG Road, Pune 411001',
  complain: 'My contract note for 12 May has not arrived.',
};

/** A complaint as the store holds one the desk has not touched yet, numbered `complainNo`. */
export const openComplaint = (complainNo: string, extra: object = {}) => ({
  ...validComplaint,
  department: 'Back Office' as const,
  complainNo,
  status: 'Open' as const,
  history: [],
  source: 'Web' as const,
  ...extra,
});

export const validFeedback = {
  fName: 'Asha',
  lName: 'Rao',
  email: 'asha.rao@example.in',
  contactNo: '9876543210',
  modeOfCommute: 'Website',
  address: 'Pune',
  feedback: 'The branch staff were very helpful.',
};

export const WITHDRAWAL_PASSWORD = 'Hunter2-NeverStoreMe';

export const validWithdrawal = {
  email: 'asha.rao@example.in',
  password: WITHDRAWAL_PASSWORD,
  clinetCode: 'VS10234',
  name: 'Asha Rao',
  segment: 'NSE Cash',
  contactNumber: '9876543210',
  panNo: 'ABCDE1234F',
  withdraw: 25000,
};

export const validStopTrade = {
  clientCode: 'VS10234',
  registeredEmail: 'asha.rao@example.in',
  contactNo: '9876543210',
};

export const validBarrierReport = {
  barrier: 'The complaint form does not say which field is wrong to my screen reader.',
  place: '/complains',
  name: 'Asha Rao',
  email: 'asha.rao@example.in',
  contactNo: '9876543210',
  assistiveTech: 'NVDA with Chrome',
};

export const validFraudReport = {
  name: 'Asha Rao',
  contactNo: '9876543210',
  email: 'asha.rao@example.in',
  impersonator: 'WhatsApp group "Vasundhara VIP Tips", +91 98111 22334',
  details: 'They asked me to pay a joining fee to asharao.tips@okbank for guaranteed returns.',
};

/** A data principal's request (its code is proved by the route: dataRequests.test.ts). */
export const validDataRequest = {
  right: 'Access',
  name: 'Asha Rao',
  email: 'asha.rao@example.in',
  contactNo: '9876543210',
  panNo: 'ABCDE1234F',
  particulars: '',
  code: '123456',
};

/**
 * The valid bodies of the kinds accepted only with a one-time code: not in POSTS, whose suites
 * post without one; the desk's fuzzer seeds their queues from these.
 */
export const PROVED_POSTS = [
  {
    name: 'data-request',
    path: api.dataRequest,
    collection: 'dataRequest',
    valid: validDataRequest,
  },
] as const;

/** Each POST endpoint with its valid payload and the store collection its records go to. */
export const POSTS = [
  {
    name: 'quick-connect',
    path: api.quickConnect,
    collection: 'contactMessage',
    valid: validQuickContact,
  },
  {
    name: 'contact page',
    path: api.quickConnect,
    collection: 'contactMessage',
    valid: validContactPage,
  },
  { name: 'complain', path: api.complain, collection: 'complaint', valid: validComplaint },
  { name: 'feedback', path: api.feedback, collection: 'feedback', valid: validFeedback },
  { name: 'withdrow', path: api.withdraw, collection: 'withdrawal', valid: validWithdrawal },
  { name: 'stop-trade', path: api.stopTrade, collection: 'freeze', valid: validStopTrade },
  {
    name: 'accessibility-barrier',
    path: api.accessibilityBarrier,
    collection: 'barrierReport',
    valid: validBarrierReport,
  },
  {
    name: 'report-fraud',
    path: api.reportFraud,
    collection: 'fraudReport',
    valid: validFraudReport,
  },
] as const;
