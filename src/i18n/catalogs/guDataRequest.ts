import type { CatalogPart } from './en';
import type { enDataRequest } from './enDataRequest';

// The personal data request page in Gujarati (docs/contract.md §7c).
export const guDataRequest = {
  'dataRequest.pageTitle': 'તમારી વ્યક્તિગત માહિતી',
  'dataRequest.formTitle': 'તમારી વ્યક્તિગત માહિતી વિશે વિનંતી કરો',
  'dataRequest.formIntro':
    'ડિજિટલ વ્યક્તિગત માહિતી સંરક્ષણ અધિનિયમ 2023 હેઠળ તમે અમારી પાસે રહેલી તમારી વ્યક્તિગત માહિતીની નકલ માગી શકો છો, તેને સુધારાવી કે ભૂંસાવી શકો છો, અથવા આપેલી સંમતિ પાછી ખેંચી શકો છો. આ તમે જ છો તેની ખાતરી માટે અમે તમારા ઈ-મેલ સરનામે (અથવા ઈ-મેલ ન હોય તો તમારા મોબાઇલ નંબર પર) વન-ટાઇમ કોડ મોકલીએ છીએ, અને 90 દિવસમાં જવાબ આપીએ છીએ. કાયદા મુજબ રાખવાના રેકોર્ડ તેમની અવધિ પૂરી થયે ભૂંસાય છે: અમે તમને જણાવીએ છીએ કે કયા અને ક્યારે.',
  'dataRequest.formName': 'વ્યક્તિગત માહિતી વિનંતી ફોર્મ',
  'dataRequest.submit': 'વિનંતી મોકલો',
  'dataRequest.right': 'તમે શું માગો છો?',
  'dataRequest.rightPlaceholder': 'એક પસંદ કરો',
  'dataRequest.rightAccess': 'મારી માહિતીની નકલ',
  'dataRequest.rightCorrection': 'મારી માહિતી સુધારો',
  'dataRequest.rightErasure': 'મારી માહિતી ભૂંસો',
  'dataRequest.rightWithdrawal': 'મારી સંમતિ પાછી ખેંચો',
  'dataRequest.name': 'તમારું નામ',
  'dataRequest.contactHelp':
    'અમે કોડ તમારા ઈ-મેલ સરનામે મોકલીએ છીએ, અથવા ઈ-મેલ સરનામું ન આપો તો તમારા મોબાઇલ નંબર પર. અમે એ જ સરનામાથી તમારા રેકોર્ડ શોધીએ છીએ.',
  'dataRequest.pan': 'PAN (વૈકલ્પિક)',
  'dataRequest.panHelp': 'PAN આપો તો, બીજા PAN વાળો રેકોર્ડ સામેલ કરાતો નથી',
  'dataRequest.details': 'વિગત',
  'dataRequest.detailsHelp': 'સુધારા માટે: શું ખોટું છે અને શું હોવું જોઈએ',
  'dataRequest.sendCode': 'મને કોડ મોકલો',
  'dataRequest.sending': 'મોકલાઈ રહ્યું છે…',
  'dataRequest.code': 'વન-ટાઇમ કોડ',
  'dataRequest.codeHelp': 'અમે મોકલેલા 6 અંક, 10 મિનિટ માન્ય',
  'dataRequest.tooManyCodes':
    'આ સરનામે ઘણા બધા કોડ મોકલાઈ ચૂક્યા છે. કૃપા કરીને એક કલાક રાહ જોઈ ફરી માગો.',
} as const satisfies CatalogPart<typeof enDataRequest>;
