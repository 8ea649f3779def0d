// English: the firm's messages to investors and its alerts to staff (docs/contract.md §15). Hindi
// and Gujarati word the same investor kinds (templates.hi.ts, templates.gu.ts); the staff alerts
// are English only, the desk's language.
import { wordings, type Closing, type InvestorKind, type StaffKind } from './wording';

const lookup = 'Check its status at any time: {lookupUrl}';
const escalate =
  'If it is not resolved by then, or you are not satisfied with our answer, you may lodge it with SEBI on SCORES ({scoresUrl}) and then start online conciliation and arbitration on the SMART ODR portal ({smartOdrUrl}).';
const investor = 'Dear investor (client code {clientCode}),';

export const enInvestor = wordings<InvestorKind>()({
  complaintReceived: {
    subject: 'Complaint {number} received',
    heading: 'We have received your complaint',
    paragraphs: [
      'Dear {name},',
      'We received your complaint on {receivedAt}. Your complaint number is {number}: please quote it whenever you contact us.',
      'We will resolve it by {dueAt}, within 21 calendar days of receipt (SEBI investor charter, February 2025).',
      lookup,
      escalate,
    ],
    sms: 'Complaint {number} registered, due by {dueAt}. Status: {lookupUrl}',
  },
  complaintInProcess: {
    subject: 'Complaint {number}: we are working on it',
    heading: 'Your complaint is being worked on',
    paragraphs: [
      'Dear {name},',
      'Our grievance team has started working on your complaint {number}. We will write to you again when it is resolved.',
      lookup,
    ],
    sms: 'Complaint {number} is now in process. Status: {lookupUrl}',
  },
  complaintClosed: {
    subject: 'Complaint {number} resolved and closed',
    heading: 'Your complaint has been closed',
    paragraphs: [
      'Dear {name},',
      "We closed your complaint {number} on {closedAt}. Our grievance officer's resolution:",
      '{resolution}',
      lookup,
      'Not satisfied? Write to us at {contactUrl} quoting {number} and we will reopen your complaint. You may also lodge it with SEBI on SCORES ({scoresUrl}) and then start online conciliation and arbitration on the SMART ODR portal ({smartOdrUrl}).',
      'Tell us how we did: {feedbackUrl}',
    ],
    sms: 'Complaint {number} closed; the resolution is in our e-mail. Not satisfied? Ask us to reopen it: {contactUrl}',
  },
  complaintReopened: {
    subject: 'Complaint {number} reopened',
    heading: 'We have reopened your complaint',
    paragraphs: [
      'Dear {name},',
      'We have reopened your complaint {number} and are working on it again. We will resolve it by {dueAt}.',
      lookup,
    ],
    sms: 'Complaint {number} reopened, due by {dueAt}. Status: {lookupUrl}',
  },
  complaintMovedToOdr: {
    subject: 'Complaint {number} moved to SMART ODR (case {odrCaseNo})',
    heading: 'Your complaint is now on SMART ODR',
    paragraphs: [
      'Dear {name},',
      "On {movedAt} your complaint {number} moved to SEBI's online dispute resolution portal, SMART ODR ({smartOdrUrl}). Its ODR case number is {odrCaseNo}: please quote it there.",
      'What happens next: the ODR institution appoints a conciliator, who will write to you and to us with a date for an online conciliation meeting. We take part in it. If conciliation does not settle the dispute, you may take it to online arbitration on the same portal.',
      'Filing on SMART ODR closes the complaint on SCORES, so our 21-day clock stops; the case continues on the portal.',
      lookup,
    ],
    sms: 'Complaint {number} moved to SMART ODR, case {odrCaseNo}. A conciliator will contact you: {smartOdrUrl}',
  },
  complaintCode: {
    subject: 'Your code for complaint {number}: {code}',
    heading: 'Your one-time code',
    paragraphs: [
      'Your one-time code for complaint {number} is {code}. It is valid for {minutes} minutes.',
      'Enter it on the complaint status page ({lookupUrl}) to read our replies, reply, or rate our answer. If it has expired, ask for a new one on the same page.',
      'Do not share this code with anyone: our staff will never ask you for it. If you did not ask for it, ignore this message.',
    ],
    sms: '{code} is your code for complaint {number}, valid {minutes} min. Do not share it. {lookupUrl}',
  },
  complaintReply: {
    subject: 'A reply about your complaint {number}',
    heading: 'Our grievance officer has replied',
    paragraphs: [
      'Dear {name},',
      'Our grievance officer wrote about your complaint {number}:',
      '{reply}',
      'To reply, open the complaint status page ({lookupUrl}), enter your complaint number and ask for a one-time code.',
    ],
    sms: 'Our grievance officer replied on complaint {number}. Read it and reply: {lookupUrl}',
  },
  freezeReceived: {
    subject: 'Freeze request {number} received',
    heading: 'We have received your request to freeze trading',
    paragraphs: [
      investor,
      'We received your request to freeze online trading on your account at {receivedAt}. Your acknowledgement number is {number}.',
      'Under SEBI circular SEBI/HO/MIRSD/POD-1/P/CIR/2024/4 on the voluntary freezing of online access, a request received in trading hours (Monday to Friday, 9:15 am to 3:30 pm IST, and the 15 minutes before the market opens) is acted on within 15 minutes; a request received at any other time, before the next trading session opens.',
      'When your account is frozen we will cancel your pending orders and confirm it to you by e-mail and SMS.',
    ],
    sms: 'Freeze request {number} (client {clientCode}) received {receivedAt}. We act within 15 min in trading hours, else before the next session.',
  },
  freezeFrozen: {
    subject: 'Online trading frozen on your account (request {number})',
    heading: 'Your account is frozen',
    paragraphs: [
      investor,
      'As you asked in request {number}, we froze online trading on your account at {frozenAt}. No orders can be placed online until access is restored.',
      'All your pending orders were cancelled when the account was frozen.',
      'To get access back, ask us at {contactUrl} quoting {number}. We check your identity against your registered e-mail address and mobile number before we restore access.',
    ],
    sms: 'Client {clientCode} frozen {frozenAt} ({number}), pending orders cancelled. Unfreeze: {contactUrl}',
  },
  freezeRejected: {
    subject: 'Freeze request {number} not carried out',
    heading: 'We could not act on your freeze request',
    paragraphs: [
      investor,
      'We could not freeze online trading on your account as asked in request {number}, for this reason:',
      '{reason}',
      'If you still want your account frozen, or you think this is a mistake, contact us at once at {contactUrl}.',
    ],
    sms: 'Freeze request {number} could not be carried out. Please contact us: {contactUrl}',
  },
  withdrawalReceived: {
    subject: 'Withdrawal request received',
    heading: 'We have received your withdrawal request',
    paragraphs: [
      'Dear {name},',
      'We received your request to withdraw funds from trading account {clientCode} on {receivedAt}.',
      'Funds are paid only to the bank account registered with your trading account, as per the settlement schedule. We will write to you again when it is processed.',
    ],
    sms: 'Withdrawal request for client {clientCode} received {receivedAt}. Funds go only to your registered bank account.',
  },
  withdrawalProcessed: {
    subject: 'Withdrawal request processed',
    heading: 'Your withdrawal has been processed',
    paragraphs: [
      'Dear {name},',
      'We processed your withdrawal request for trading account {clientCode} on {processedAt}. The funds have been sent to the bank account registered with your trading account.',
    ],
    sms: 'Withdrawal for client {clientCode} processed {processedAt}; funds sent to your registered bank account.',
  },
  withdrawalRejected: {
    subject: 'Withdrawal request not processed',
    heading: 'We could not process your withdrawal request',
    paragraphs: [
      'Dear {name},',
      'We could not process your withdrawal request for trading account {clientCode}, for this reason:',
      '{reason}',
      'You may send a new request once this is put right.',
    ],
    sms: 'Withdrawal request for client {clientCode} could not be processed. Please contact us.',
  },
  contactReceived: {
    subject: 'We have received your message',
    heading: 'Thank you for writing to us',
    paragraphs: [
      'Dear {name},',
      'We received your message on {receivedAt}. Our customer service team will contact you within one working day.',
    ],
    sms: 'We received your message {receivedAt}. Our team will contact you within one working day.',
  },
  feedbackReceived: {
    subject: 'Thank you for your feedback',
    heading: 'Thank you for your feedback',
    paragraphs: [
      'Dear {name},',
      'We received your feedback on {receivedAt}. Our customer service team reads every message: it helps us serve you better.',
    ],
    sms: 'Thank you for your feedback, received {receivedAt}.',
  },
  barrierReceived: {
    subject: 'Accessibility barrier report {number} received',
    heading: 'Thank you for telling us about a barrier',
    paragraphs: [
      'Dear {name},',
      'We received your accessibility barrier report on {receivedAt}. Its reference number is {number}: please quote it whenever you contact us.',
      'Our accessibility officer will look into it and reply to you by {dueAt}, within 21 calendar days, as we do for a complaint.',
    ],
    sms: 'Accessibility report {number} received; we will reply by {dueAt}.',
  },
  dataRequestCode: {
    subject: 'Your code for a request about your personal data: {code}',
    heading: 'Your one-time code',
    paragraphs: [
      'Your one-time code is {code}. It is valid for {minutes} minutes.',
      'Enter it on the personal data request form to send your request. If it has expired, ask for a new one on the same form.',
      'Do not share this code with anyone: our staff will never ask you for it. If you did not ask for it, ignore this message.',
    ],
    sms: '{code} is your code for a personal data request, valid {minutes} min. Do not share it.',
  },
  dataRequestReceived: {
    subject: 'Personal data request {number} received',
    heading: 'We received your request about your personal data',
    paragraphs: [
      'Dear {name},',
      'We received your request ({right}) on {receivedAt}. Its reference number is {number}: please quote it whenever you contact us.',
      'Our data grievance officer will answer it by {dueAt}.',
    ],
    sms: 'Personal data request {number} received; we will answer by {dueAt}.',
  },
});

export const enClosing: Closing = {
  signature: 'Investor Services',
  notice:
    'This message was sent automatically. We will never ask for your password or OTP by e-mail, SMS or phone.',
};

const desk = 'Open it on the desk: {deskUrl}';

export const enStaff = wordings<StaffKind>()({
  staffFreezeAlert: {
    subject: 'Freeze request {number} (client {clientCode}): act by {dueAt}',
    heading: 'New freeze request',
    paragraphs: [
      'Freeze request {number} for client {clientCode} was received at {receivedAt}. It must be acted on by {dueAt}: within 15 minutes in trading hours, otherwise before the next session opens (SEBI circular SEBI/HO/MIRSD/POD-1/P/CIR/2024/4).',
      'Freeze online access, cancel the pending orders, then mark the request Frozen with the time it was frozen.',
      desk,
    ],
    sms: 'FREEZE {number} client {clientCode}: act by {dueAt}. {deskUrl}',
  },
  staffComplaintDueSoon: {
    subject: 'Complaint {number} is due by {dueAt}',
    heading: 'A complaint is due soon',
    paragraphs: [
      'Complaint {number} must be resolved by {dueAt}, 21 calendar days after it was received.',
      desk,
    ],
    sms: 'Complaint {number} due by {dueAt}. {deskUrl}',
  },
  staffComplaintOverdue: {
    subject: 'Complaint {number} is overdue',
    heading: 'A complaint is overdue',
    paragraphs: [
      'Complaint {number} was due by {dueAt} and is not resolved. SCORES escalates a complaint automatically when its timeline is missed: resolve it today.',
      desk,
    ],
    sms: 'OVERDUE: complaint {number} was due by {dueAt}. {deskUrl}',
  },
  staffComplaintEscalated: {
    subject: 'Complaint {number}: {step}, due by {dueAt}',
    heading: 'A complaint is escalated',
    paragraphs: [
      "Complaint {number} is not closed and is now: {step}. It must be resolved by {dueAt}; SEBI's timelines do not stop while the firm waits for the investor.",
      desk,
    ],
    sms: 'ESCALATED: complaint {number} ({step}), due by {dueAt}. {deskUrl}',
  },
  staffFreezeLate: {
    subject: 'LATE: freeze request {number} (client {clientCode}) was due by {dueAt}',
    heading: 'A freeze request is late',
    paragraphs: [
      'Freeze request {number} for client {clientCode} was due by {dueAt} and is still not frozen. It is escalated to operations and the compliance officer: freeze the account now and mark the request Frozen with the time it was frozen.',
      desk,
    ],
    sms: 'LATE FREEZE {number} client {clientCode}: was due by {dueAt}. {deskUrl}',
  },
});
