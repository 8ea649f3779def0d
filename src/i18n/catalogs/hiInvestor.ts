// Hindi: the investor pages' fixed texts (its English: enInvestor.ts).
import type { CatalogPart } from './en';
import type { enInvestor } from './enInvestor';

export const hiInvestor = {
  'investor.info': 'निवेशक जानकारी',
  'investor.charter': 'निवेशक चार्टर',
  'investor.charterTitle': 'निवेशक चार्टर और निवेशक जानकारी',
  'investor.unavailable': 'निवेशक जानकारी का यह पेज उपलब्ध नहीं है।',
  'investor.statsAsOf': '{date} की स्थिति के अनुसार शिकायतों के आँकड़े',
  'investor.currentFigures':
    'हमारी शिकायतों के रिकॉर्ड से हर महीने तैयार किए गए ताज़ा आँकड़े: <0>निवेशक शिकायतों के आँकड़े</0>',
  'investor.accessibility': 'सुगम्यता विवरण',
  'investor.accessibilityLine':
    'डिजिटल सुगम्यता का आपका अधिकार: हमारा <0>सुगम्यता विवरण</0>, और किसी बाधा की रिपोर्ट कैसे करें।',
  'investor.accountsAndPeople': 'खाते और प्रमुख व्यक्ति',
  'investor.accountsHeading': 'हमारे खाते और प्रमुख व्यक्ति',
  'investor.bankAccounts': 'क्लाइंट बैंक खातों का विवरण',
  'investor.keyPersonnel': 'प्रमुख प्रबंधकीय कर्मचारी',
} as const satisfies CatalogPart<typeof enInvestor>;
