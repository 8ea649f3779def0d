// The mutual fund details page in English (docs/architecture.md §9); the dropdowns' status words
// are the specification's (docs/contract.md §4), referenced rather than copied.
import { msg } from '../../contract/messages';

export const enFunds = {
  'funds.title': 'Mutual Fund Details',
  'funds.subtitle': 'Find a scheme by fund house and category',
  'funds.formTitle': 'Choose a scheme',
  'funds.formIntro':
    'Select the fund house (AMC) and the category; the Scheme list then shows the matching schemes.',
  'funds.amc': 'AMC',
  'funds.category': 'Category',
  'funds.scheme': 'Scheme',
  'funds.selectAmc': 'Select AMC',
  'funds.selectCategory': 'Select category',
  'funds.selectScheme': 'Select scheme',
  'funds.chooseFirst': 'Choose AMC and category first',
  'funds.loading': msg.schemesLoading,
  'funds.noScheme': msg.noScheme,
  'funds.available': '{count, plural, one {# scheme available} other {# schemes available}}',
  'funds.openList': 'Open the Scheme list to load the schemes.',
  'funds.submit': 'Submit',
  'funds.chooseScheme': 'Please choose a scheme first.',
  'funds.details': 'Details of {scheme} open on our mutual fund platform: <0/>',
  'funds.platform':
    'Scheme details, NAVs and online investing are available on our mutual fund platform: <0/>. Mutual fund investments are subject to market risks; read all scheme-related documents carefully.',
} as const;
