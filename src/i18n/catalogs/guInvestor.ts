// Gujarati: the investor pages' fixed texts (its English: enInvestor.ts).
import type { CatalogPart } from './en';
import type { enInvestor } from './enInvestor';

export const guInvestor = {
  'investor.info': 'રોકાણકાર માહિતી',
  'investor.charter': 'રોકાણકાર ચાર્ટર',
  'investor.charterTitle': 'રોકાણકાર ચાર્ટર અને રોકાણકાર માહિતી',
  'investor.unavailable': 'રોકાણકાર માહિતીનું આ પેજ ઉપલબ્ધ નથી.',
  'investor.statsAsOf': '{date}ની સ્થિતિએ ફરિયાદોના આંકડા',
  'investor.currentFigures':
    'અમારા ફરિયાદ રેકૉર્ડમાંથી દર મહિને તૈયાર થતા તાજા આંકડા: <0>રોકાણકાર ફરિયાદોના આંકડા</0>',
  'investor.accessibility': 'સુલભતા નિવેદન',
  'investor.accessibilityLine':
    'ડિજિટલ સુલભતાનો તમારો અધિકાર: અમારું <0>સુલભતા નિવેદન</0>, અને અવરોધની જાણ કેવી રીતે કરવી.',
  'investor.accountsAndPeople': 'ખાતાં અને મુખ્ય વ્યક્તિઓ',
  'investor.accountsHeading': 'અમારાં ખાતાં અને મુખ્ય વ્યક્તિઓ',
  'investor.bankAccounts': 'ક્લાયન્ટ બૅન્ક ખાતાંની વિગતો',
  'investor.keyPersonnel': 'મુખ્ય સંચાલકીય કર્મચારીઓ',
} as const satisfies CatalogPart<typeof enInvestor>;
