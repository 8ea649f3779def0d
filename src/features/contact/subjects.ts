import { QUICK_CONTACT_SUBJECTS } from '../../contract/choices';
import { optionWords } from '../../components/form/fieldsFor';

/** The contact subjects in the visitor's language; the English subject is what is sent. */
export const subjectWords = optionWords(QUICK_CONTACT_SUBJECTS, [
  'contact.subjectCurrency',
  'contact.subjectDepository',
  'contact.subjectMobileTrading',
  'contact.subjectPms',
  'contact.subjectPremium',
  'contact.subjectMutualFunds',
  'contact.subjectLibrary',
  'contact.subjectNri',
  'contact.subjectDialNTrade',
  'contact.subjectSlbm',
]);
