// The complaint form's and the status lookup's English (docs/architecture.md §9): a part of its own,
// registered by the complaint screens (registerEnglish) so it stays off the English first visit.
import { complaintLookupMsg, complaintStatusPhrase, msg } from '../../contract/messages';

export const enComplaint = {
  'complaint.pageTitle': 'Support / Query',
  'complaint.pageSubtitle': 'Register a complaint or track one you sent',
  'complaint.formTitle': 'Register a complaint',
  'complaint.receiptLabel': 'Complaint registered',
  'complaint.receiptTitle': 'Your complaint has been registered.',
  'complaint.receiptNumber': 'Your complaint number',
  'complaint.receiptKeep':
    'Please note it down or copy it: you need it to check the status of your complaint.',
  'complaint.receiptKeepKiosk':
    'Print a receipt or scan the code: you need the number to check the status of your complaint.',
  'complaint.copy': 'Copy number',
  'complaint.copied': 'Copied',
  'complaint.copiedNote': 'Complaint number copied',
  'complaint.checkStatus': 'Check its status',
  'complaint.formIntro':
    "Tell us what went wrong. We acknowledge every complaint and resolve it within 21 calendar days (updated for SEBI's investor charter of February 2025).",
  'complaint.alreadyRegistered': 'Already registered a complaint? <0>Track its status</0>',
  'complaint.howWeAreDoing':
    'How we are doing: <0>complaints received, resolved and pending each month</0>',
  'complaint.formName': 'Complaint form',
  'complaint.submit': 'Submit complaint',
  'complaint.firstName': 'First name',
  'complaint.lastName': 'Last name',
  'complaint.nameHelp': 'Letters only, {min}–{max} characters',
  'complaint.department': 'Department',
  'complaint.departmentHelp': 'Which team the complaint is about',
  'complaint.deptBackOffice': 'Back Office',
  'complaint.deptDp': 'DP',
  'complaint.deptIt': 'IT',
  'complaint.deptAllOthers': 'All Others',
  'complaint.address': 'Address',
  'complaint.addressHelp': '{min}–{max} characters',
  'complaint.yourComplaint': 'Your complaint',
  'complaint.complaintHelp':
    'Describe what happened, with dates and amounts if any (at least {min} characters).',

  'lookup.title': 'Track your complaint',
  'lookup.intro': 'Enter the complaint number you received to see where your complaint stands.',
  'lookup.formName': 'Complaint status lookup',
  'lookup.number': 'Complaint number',
  'lookup.numberHelp': 'It is in the confirmation shown when you registered your complaint.',
  'lookup.numberRequired': complaintLookupMsg.numberRequired,
  'lookup.checking': 'Checking…',
  'lookup.check': 'Check status',
  'lookup.status': 'Status: {status}',
  'lookup.notFound': `${msg.complaintNotFound}. Please check the number and try again.`,
  'lookup.statusOpen': 'Open',
  'lookup.statusInProcess': 'In Process',
  'lookup.statusClosed': 'Closed',
  'lookup.alertOpen': `Dear {name}, your complaint {number} ${complaintStatusPhrase.open}.`,
  'lookup.alertInProcess': `Dear {name}, your complaint {number} ${complaintStatusPhrase.inProcess}.`,
  'lookup.alertClosed': `Dear {name}, your complaint {number} ${complaintStatusPhrase.closed}.`,
  'lookup.statusOdr': 'Moved to ODR',
  // Not one of the specification's three alerts: a plain sentence (docs/contract.md §4, §11).
  'lookup.alertOdr':
    "Dear {name}, your complaint {number} has moved to SEBI's online dispute resolution (SMART ODR) portal at your request. Its conciliation continues there, and we take part in it.",
} as const;
