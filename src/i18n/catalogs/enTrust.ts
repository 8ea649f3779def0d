// The trust pages' words (issue 46): pay only to our validated accounts, our registrations and
// official channels, the fraud warning and the fraud report. What the firm says of itself (its
// handles, channels and warning) is site data; these are the pages' own labels.
import { SEBI_CHECK_URL } from '../../contract/trust';

export const enTrust = {
  'trust.subtitle': 'Investor protection',
  'trust.payTitle': 'Pay only to our validated accounts',
  'trust.payLink': 'Paying us? Use only our validated accounts',
  'trust.validated': 'Validated',
  'trust.validatedMark': 'Validated UPI handle',
  'trust.payee': 'Payee',
  'trust.bank': 'Bank',
  'trust.qrLabel': 'QR code to pay {handle}',
  'trust.bankAccountsTitle': 'Our client bank accounts',
  'trust.bankAccountsIntro':
    'For a bank transfer (NEFT, RTGS or IMPS), pay only into these accounts, from your own bank account registered with us.',
  'trust.checkTitle': 'Check before you pay',
  'trust.checkText':
    'Before you pay anyone who says they are a stock broker, look up the UPI handle or bank account on SEBI Check. It tells you whether it belongs to a SEBI-registered intermediary.',
  'trust.checkLink': 'Open SEBI Check',
  'trust.checkAddress': SEBI_CHECK_URL.replace('https://', ''),
  'trust.registrationsTitle': 'Our registrations and official channels',
  'trust.registrationsLink': 'Our registrations and official channels',
  'trust.registrationsIntro':
    'Every registration we hold, and every website, app, handle, number and address we use. Check a caller, app or social media account against this page before you trust it.',
  'trust.canonical': 'The address of this page, given on every one of our social media handles:',
  'trust.registration': 'Registration',
  'trust.number': 'Number',
  'trust.reportLink': 'Report a fraud',

  'fraudReport.pageTitle': 'Report a fraud',
  'fraudReport.pageSubtitle': 'Someone posing as us?',
  'fraudReport.formTitle': 'Tell us what happened',
  'fraudReport.formIntro':
    'A call, message, app, website or social media account that used our name? Tell us: our grievance team has it taken down and warns other investors. If you have lost money, report it at once on cybercrime.gov.in or by calling 1930.',
  'fraudReport.formName': 'Fraud report form',
  'fraudReport.submit': 'Send report',
  'fraudReport.name': 'Your name',
  'fraudReport.impersonator': 'Who posed as us',
  'fraudReport.impersonatorHelp':
    'The phone number, website, app, UPI handle or social media handle',
  'fraudReport.details': 'What happened',
  'fraudReport.emailHelp': 'Optional, for our reply',
} as const;
