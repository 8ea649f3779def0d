// The kiosk's English (docs/architecture.md §5 and §9): start screen, action bar, idle overlay,
// on-screen keyboard, take-away and printed receipt, link and map panels. A part of its own,
// registered by the kiosk's lazy modules (registerEnglish), so it never reaches the website's first
// visit. The texts the kiosk's tests look for stay in src/contract and are referenced here.
import { kioskText } from '../../contract/kiosk';
import { kindTileMessages, kioskKeyboardText, kioskStartText } from '../../contract/kioskScreens';
import { receiptMessages, receiptText } from '../../contract/receipt';

export const enKiosk = {
  'kiosk.chooseLanguage': 'Choose your language',
  'kiosk.welcome': kioskStartText.welcome,
  'kiosk.title': kioskStartText.title,
  'kiosk.subtitle': kioskStartText.subtitle,
  'kiosk.tasksLabel': kioskStartText.tasksLabel,
  'kiosk.noticesLabel': kioskStartText.noticesLabel,
  // The request kinds' tiles, from their declarations.
  ...kindTileMessages,
  'kiosk.payTo': kioskStartText.payTo,
  'kiosk.payToHint': kioskStartText.payToHint,
  'kiosk.charter': kioskStartText.charter,
  'kiosk.charterHint': kioskStartText.charterHint,
  'kiosk.browse': kioskStartText.browse,
  'kiosk.browseHint': kioskStartText.browseHint,

  'kiosk.actionBar': 'Kiosk',
  'kiosk.backToStart': kioskStartText.backToStart,
  'kiosk.endSession': kioskText.endSession,
  'kiosk.branchLabel': kioskText.branchLabel,

  'kiosk.readingAids': 'Reading help',
  'kiosk.textSize': 'Text size',
  'kiosk.textSize100': 'A: normal text',
  'kiosk.textSize130': 'A+: larger text',
  'kiosk.textSize160': 'A++: largest text',
  'kiosk.highContrast': 'High contrast',
  'kiosk.listen': 'Listen',

  'kiosk.idleTitle': kioskText.idleTitle,
  'kiosk.idleBody': `${kioskText.idleBody} {seconds, plural, one {# second} other {# seconds}}.`,
  'kiosk.idleUnit': '{seconds, plural, one {second left} other {seconds left}}',
  'kiosk.idleTimer': '{seconds, plural, one {# second} other {# seconds}} left',
  'kiosk.idleContinue': kioskText.idleContinue,
  'kiosk.idleEndNow': kioskText.idleEndNow,

  'kiosk.keyboard': kioskKeyboardText.label,
  'kiosk.typingIn': `${kioskKeyboardText.typingIn} <0>{field}</0>`,
  'kiosk.keyNext': kioskKeyboardText.next,
  'kiosk.keyDone': kioskKeyboardText.done,
  'kiosk.keySpace': kioskKeyboardText.space,
  'kiosk.keyShift': kioskKeyboardText.shift,
  'kiosk.keySymbols': kioskKeyboardText.symbols,

  'kiosk.scanToOpen': kioskText.scanToOpen,
  'kiosk.scanToCall': kioskText.scanToCall,
  'kiosk.scanToMail': kioskText.scanToMail,
  'kiosk.documentAtCounter': kioskText.documentAtCounter,
  'kiosk.linkQr': 'QR code of {address}',
  'kiosk.linkClose': kioskText.linkDialogClose,
  'kiosk.tickerTitle': kioskText.tickerTitle,
  'kiosk.tickerBody': kioskText.tickerBody,
  'kiosk.mapTitle': kioskText.mapTitle,
  'kiosk.mapBody': kioskText.mapBody,
  'kiosk.mapQr': 'QR code: map of {place}',

  'kiosk.printButton': receiptText.printButton,
  'kiosk.printing': receiptText.printing,
  'kiosk.printed': receiptText.printed,
  'kiosk.printFailed': receiptText.printFailed,
  'kiosk.scanToTrack': receiptText.scanToTrack,
  'kiosk.trackQr': `QR code: ${receiptText.scanToTrack}`,
  'kiosk.receipt': receiptText.heading,
  'kiosk.receiptBranch': receiptText.branch,
  'kiosk.receiptTime': receiptText.dateTime,
  'kiosk.receiptNext': receiptText.whatNext,
  'kiosk.receiptKeep': receiptText.keep,
  // Each kind's title, number label and next step, from its declaration.
  ...receiptMessages,
} as const;
