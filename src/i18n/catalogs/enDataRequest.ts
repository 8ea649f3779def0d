// The personal data request page's English (docs/contract.md §7c): loaded with that page only,
// not with every form (docs/architecture.md §9); Hindi and Gujarati keep theirs in their forms part.
export const enDataRequest = {
  'dataRequest.pageTitle': 'Your personal data',
  'dataRequest.formTitle': 'Ask about your personal data',
  'dataRequest.formIntro':
    'Under the Digital Personal Data Protection Act 2023 you may ask for a copy of the personal data we hold about you, have it corrected or erased, or withdraw a consent you gave. We send a one-time code to your e-mail address (or, without one, your mobile number) to confirm it is you, and answer within 90 days. Records the law makes us keep are erased once their period ends: we tell you which and when.',
  'dataRequest.formName': 'Personal data request form',
  'dataRequest.submit': 'Send request',
  'dataRequest.right': 'What are you asking for?',
  'dataRequest.rightPlaceholder': 'Choose one',
  'dataRequest.rightAccess': 'A copy of my data',
  'dataRequest.rightCorrection': 'Correct my data',
  'dataRequest.rightErasure': 'Erase my data',
  'dataRequest.rightWithdrawal': 'Withdraw my consent',
  'dataRequest.name': 'Your name',
  'dataRequest.contactHelp':
    'We send the code to your e-mail address, or to your mobile number if you give no e-mail address. We look for your records by that address.',
  'dataRequest.pan': 'PAN (optional)',
  'dataRequest.panHelp': 'With your PAN, a record that carries another PAN is left out',
  'dataRequest.details': 'Details',
  'dataRequest.detailsHelp': 'For a correction: what is wrong and what it should be',
  'dataRequest.sendCode': 'Send me a code',
  'dataRequest.sending': 'Sending…',
  'dataRequest.code': 'One-time code',
  'dataRequest.codeHelp': 'The 6 digits we sent you, valid for 10 minutes',
  'dataRequest.tooManyCodes':
    'Too many codes have been sent to this address. Please wait an hour and ask again.',
} as const;
