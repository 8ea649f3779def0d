// Hindi: /investor-complaints (its English: enDisclosures.ts); SEBI's own Hindi terms where it has them.
import type { CatalogPart } from './en';
import type { enDisclosures } from './enDisclosures';

export const hiDisclosures = {
  'disclosures.title': 'निवेशक शिकायतों के आँकड़े',
  'disclosures.subtitle': 'SEBI के निर्देशानुसार ब्रोकर द्वारा हर महीने प्रकाशित',
  'disclosures.loading': 'शिकायतों के आँकड़े लोड हो रहे हैं',
  'disclosures.monthEnding': '{date} को समाप्त महीने के आँकड़े',
  'disclosures.computed':
    'हमारी शिकायतों के रिकॉर्ड से {time} को तैयार किए गए। कोई महीना पूरा होने के बाद ही (उसके अंतिम दिन की आधी रात IST) प्रकाशित होता है।',
  'disclosures.month': 'महीना',
  'disclosures.year': 'वर्ष',
  'disclosures.asBroker': 'स्टॉक ब्रोकर के रूप में',
  'disclosures.asDp': 'डिपॉज़िटरी पार्टिसिपेंट के रूप में',
  'disclosures.notes': 'टिप्पणियाँ',
  'disclosures.table1': 'तालिका 1: महीने के आँकड़े',
  'disclosures.table2': 'तालिका 2: शिकायतों के मासिक निपटान का रुझान',
  'disclosures.table3': 'तालिका 3: शिकायतों के वार्षिक निपटान का रुझान',
  'disclosures.dpTable': 'महीने के आँकड़े (डिपॉज़िटरी पार्टिसिपेंट)',
  'disclosures.srNo': 'क्र.सं.',
  'disclosures.source': 'कहाँ से प्राप्त',
  'disclosures.carriedForward': 'पिछले महीने से आगे लाई गई',
  'disclosures.carriedForwardYear': 'पिछले वर्ष से आगे लाई गई',
  'disclosures.receivedInMonth': 'महीने के दौरान प्राप्त',
  'disclosures.totalPending': 'कुल लंबित',
  'disclosures.resolved': 'निपटाई गई*',
  'disclosures.pendingUnder3': 'महीने के अंत में लंबित**: 3 महीने से कम',
  'disclosures.pendingOver3': 'महीने के अंत में लंबित**: 3 महीने से अधिक',
  'disclosures.averageDays': 'निपटान का औसत समय^ (दिनों में)',
  'disclosures.fromInvestors': 'सीधे निवेशकों से',
  'disclosures.fromExchanges': 'स्टॉक एक्सचेंज',
  'disclosures.fromDepositories': 'डिपॉज़िटरी',
  'disclosures.fromOthers': 'अन्य स्रोत',
  'disclosures.grandTotal': 'कुल योग',
  'disclosures.received': 'प्राप्त',
  'disclosures.pending': 'लंबित**',
  'disclosures.note1': 'आगे लाई गई: महीना शुरू होते समय (उसके पहले दिन की आधी रात IST) लंबित शिकायतें।',
  'disclosures.note2': 'महीने के दौरान प्राप्त: नई शिकायतें, और बंद शिकायतें जो महीने के दौरान फिर से खोली गईं।',
  'disclosures.note3': 'कुल लंबित: आगे लाई गई और महीने के दौरान प्राप्त शिकायतों का योग।',
  'disclosures.note4':
    '* निपटाई गई: महीने के दौरान निपटाई गई शिकायतें, पिछले महीनों में प्राप्त शिकायतों सहित।',
  'disclosures.note5':
    '** महीने के अंत में लंबित: महीने के अंतिम दिन लंबित हर शिकायत, इस आधार पर बाँटी गई कि वह महीना समाप्त होने से 3 महीने से कम या अधिक पहले प्राप्त हुई थी।',
  'disclosures.note6':
    '^ निपटान का औसत समय: महीने में निपटाई गई हर शिकायत के निपटान में लगे दिनों का योग, उस महीने निपटाई गई शिकायतों की संख्या से भाग देकर (कोई शिकायत न निपटाई गई हो तो NA)।',
} as const satisfies CatalogPart<typeof enDisclosures>;
