// What the kiosk shows a walk-in: the start screen and the on-screen keyboard (docs/contract.md §2).
// A module of its own so that the website's first visit, which loads src/contract/kiosk.ts, does
// not carry the kiosk's screen texts.
/** The start screen and its "Back to start" control (docs/contract.md §2, kiosk start screen). */
export const kioskStartText = {
  welcome: 'Welcome',
  title: 'How can we help you today?',
  subtitle: 'Tap what you came for. Our staff at the counter are glad to help too.',
  tasksLabel: 'What you can do at this kiosk',
  noticesLabel: 'Notices',
  backToStart: 'Back to start',
  registerComplaint: 'Register a complaint',
  registerComplaintHint: 'Tell us what went wrong; we resolve it within 21 days',
  trackComplaint: 'Track a complaint',
  trackComplaintHint: 'See where your complaint stands with its number',
  freeze: 'Freeze my trading account',
  freezeHint: 'Suspect misuse? Stop all online trading at once',
  withdrawal: 'Request a fund withdrawal',
  withdrawalHint: 'Ask for money from your trading account',
  feedback: 'Give feedback',
  feedbackHint: 'Tell us how we are doing',
  contact: 'Contact the branch',
  contactHint: 'Addresses, phone numbers and a message to us',
  charter: 'Know your rights',
  charterHint: 'The investor charter: our services and your rights',
  browse: 'Browse the website',
  browseHint: 'Services, research, news and downloads',
} as const;

/** The special keys of the on-screen keyboard (docs/contract.md §2, on-screen keyboard). */
export const kioskKeyboardText = {
  label: 'On-screen keyboard',
  typingIn: 'Typing in',
  next: 'Next',
  done: 'Done',
  space: 'Space',
  shift: '⇧ Shift',
  symbols: '?123',
} as const;
