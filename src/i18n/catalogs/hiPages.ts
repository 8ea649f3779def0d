// Hindi: the inner pages' frame (its English: enPages.ts).
import type { CatalogPart } from './en';
import type { enPages } from './enPages';

export const hiPages = {
  'pages.home': 'होम',
  'pages.bannerLabel': 'पेज का शीर्षक',
  'pages.close': 'बंद करें',
  'pages.table': 'तालिका',
  'pages.loading': 'लोड हो रहा है',
  'pages.moreIn': '{group} में और',
  'pages.notFound': 'पेज नहीं मिला',
  'pages.error404': 'त्रुटि 404',
  'pages.notFoundHeading': 'हमें यह पेज नहीं मिला',
  'pages.notFoundText':
    'हो सकता है पता ग़लत टाइप हुआ हो या पेज कहीं और चला गया हो। आप होम पेज से फिर शुरू कर सकते हैं या नीचे से कोई भाग चुन सकते हैं।',
  'pages.sections': 'साइट के भाग',
  'pages.loadFailed': 'यह पेज लोड नहीं हो सका',
  'pages.offline': 'हमारे सर्वर से संपर्क नहीं हो सका। कृपया अपना कनेक्शन जाँचें और फिर से प्रयास करें।',
  'pages.missing': 'आप जो पेज खोज रहे हैं, वह मौजूद नहीं है या कहीं और ले जाया गया है।',

  'content.companyProfile': 'कंपनी प्रोफ़ाइल',
  'content.whoWeAre': 'हम कौन हैं',
  'content.whatWeOffer': 'हम क्या देते हैं',
  'content.stockMarket': 'शेयर बाज़ार',
  'content.indices': 'सूचकांक',
  'content.indicesNote': 'इस नमूना दृश्य में सूचकांक फ़िल्टर उपलब्ध नहीं हैं।',
  'content.samplePrices': 'शेयरों के नमूना भाव',
  'content.premiumFeatures': 'प्रीमियम क्लाइंट को क्या मिलता है',
  'content.dailyTips': 'दैनिक टिप्स',
  'content.dailyTipsLine':
    'दैनिक टिप्स बाज़ार खुलने से पहले हमारे रिसर्च डेस्क और ट्रेडिंग प्लेटफ़ॉर्म के ज़रिए केवल पंजीकृत क्लाइंट को भेजी जाती हैं। ये इस सार्वजनिक पेज पर नहीं दी जातीं।',
  'content.researchReport': 'रिसर्च रिपोर्ट',
  'content.researchReportLine':
    'हमारी रिसर्च रिपोर्ट पंजीकृत क्लाइंट को ईमेल से और ट्रेडिंग प्लेटफ़ॉर्म पर भेजी जाती हैं। ताज़ा रिपोर्ट के लिए कृपया अपने रिलेशनशिप मैनेजर से संपर्क करें।',
  'content.testIntro':
    'यह पेज सामग्री की जाँच के लिए रखा गया है। आप जो निवेशक जानकारी खोज रहे हैं — हमारा निवेशक चार्टर, निवेशक के रूप में आपके अधिकार और ज़िम्मेदारियाँ, और हमारे द्वारा पालन की जाने वाली आचार संहिताएँ — वह नीचे दिए गए पेजों पर है।',
} as const satisfies CatalogPart<typeof enPages>;
