// Every user-facing validation message, each written once. Spelling, spacing and punctuation are
// part of the public contract (docs/contract.md §5): ' Name is required !!!' keeps its leading space.

export const msg = {
  quickNameRequired: ' Name is required !!!',
  contactNoRequired: 'Contact number is required',
  contactNoDigits: 'Contact number must contain only digits',
  contactNoMin: 'Contact number must be at least 10 digits',
  contactNoMax: 'Contact number cannot exceed 10 digits',
  quickSubjectRequired: 'Subject is required !!!',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  quickMessageRequired: 'Message is required !!!',

  // Contact-page variant: 'X is required'.
  nameRequired: 'Name is required',
  subjectRequired: 'Subject is required',
  phoneRequired: 'Phone is required',
  messageRequired: 'Message is required',

  firstNameRequired: 'First name is required',
  firstNameMin: 'First name must be at least 2 characters',
  firstNameMax: 'First name cannot exceed 25 characters',
  firstNameLetters: 'First name must contain only letters',
  lastNameRequired: 'Last name is required',
  lastNameMin: 'Last name must be at least 2 characters',
  lastNameMax: 'Last name cannot exceed 25 characters',
  lastNameLetters: 'Last name must contain only letters',
  departmentRequired: 'Department is required',
  addressRequired: 'Address is required',
  addressMin: 'Address must be at least 5 characters',
  addressMax: 'Address cannot exceed 100 characters',
  complainRequired: 'Complaint is required',
  complainMin: 'Complaint must be at least 5 characters',

  modeOfCommuteRequired: 'Please tell us how you heard about us',
  feedbackRequired: 'Feedback is required',

  // The accessibility barrier report (ours, docs/contract.md §5).
  barrierRequired: 'Please tell us what the barrier is',
  barrierPlaceRequired: 'Please tell us where you met the barrier',
  barrierContactRequired: 'Give an e-mail address or a mobile number so that we can reply',

  // The data principal's request (ours, docs/contract.md §7c).
  dataRightRequired: 'Choose what you are asking for',
  dataContactRequired: 'Give the e-mail address or mobile number we should send the code to',
  dataDetailsRequired: 'Tell us what to correct and how',
  dataCodeRequired: 'Enter the 6-digit code we sent you',

  clientCodeRequired: 'Client code is required',
  segmentRequired: 'Segment is required',
  panRequired: 'PAN is required',
  panInvalid: 'Invalid PAN format',
  withdrawRequired: 'Withdrawal amount is required',
  withdrawNumber: 'Withdrawal amount must be a number',
  withdrawPositive: 'Withdrawal amount must be greater than 0',
  withdrawMax: 'Withdrawal amount is too large',
  withdrawPaise: 'Enter the amount in rupees with at most two decimals, e.g. 25000 or 2500.50',

  impersonatorRequired: 'Tell us the number, website, app or handle that posed as us',
  fraudDetailsRequired: 'Please describe what happened',

  // Lists (docs/contract.md §8), spelled as the spec spells them ('plese' included).
  listLoading: 'loading plese wait ...',
  noGalleryImages: 'Sorry no images here.',
  // docs/contract.md §8 only logs GET failures; a visitor still deserves better than an endless "loading".
  listLoadFailed: 'We could not load this list. Please check your connection and try again.',
  // The whole site when GET /api/site fails (nothing can be shown without the firm's data).
  siteUnavailable: 'Service temporarily unavailable — please try again',

  // Mutual-fund scheme dropdown (docs/contract.md §4).
  schemesLoading: 'Loading...',
  noScheme: 'no scheme',

  // Server answers (shown in the success / error banners).
  invalidRequest: 'Please correct the highlighted fields',
  bodyTooLarge: 'The request is too large',
  notFound: 'Not found',
  serverError: 'Something went wrong on our side. Please try again.',
  tooManyRequests: 'Too many requests from your connection. Please wait a little and try again.',
  storageError: 'We could not save your request. Please try again.',
  complaintNotFound: 'No complaint was found with that number',
  quickConnectSaved:
    'Thank you! Your message has been received. Our team will contact you shortly.',
  feedbackSaved: 'Thank you for your feedback.',
  withdrawSaved:
    'Your withdrawal request has been received. Funds are released to your registered bank account as per the settlement schedule.',
} as const;

/** The fraud report's `201` message (issue 46). */
export const fraudReportReceived = (reportNo: string) =>
  `Thank you for telling us. Your report number is ${reportNo}. Our grievance team will look into it and have the fake account taken down.`;

export const complaintRegistered = (complainNo: string) =>
  `Your complaint has been registered. Your complaint number is ${complainNo}.`;

/**
 * A time stamp as investors read it: Indian Standard Time, e.g. '23 Nov 2026, 10:42:07 am IST'; in
 * the visitor's `Intl` locale when given ('23 नव॰ 2026, 10:42:07 am IST', docs/contract.md §5a).
 */
export const formatIst = (iso: string, locale = 'en-IN') =>
  `${new Date(iso).toLocaleString(locale, {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })} IST`;

/** The freeze's `201` message with its time stamp already worded (the catalogues' English). */
export const freezeAcknowledgedAt = (ackNo: string, time: string) =>
  `Your request to freeze trading has been received at ${time}. Acknowledgement number ${ackNo}.`;

export const freezeAcknowledged = (ackNo: string, receivedAt: string) =>
  freezeAcknowledgedAt(ackNo, formatIst(receivedAt));

/**
 * Complaint lookup (docs/contract.md §4): the status phrases of the greeting, as the spec spells them;
 * the open one punctuated as the two sentences it is.
 */
export const complaintStatusPhrase = {
  inProcess: 'is currently in process',
  closed: 'is closed',
  open: 'is currently open. We will start working on it soon',
} as const;

export const complaintLookupMsg = {
  numberRequired: 'Please enter your complaint number',
  failed: 'We could not check the status right now. Please try again.',
} as const;
