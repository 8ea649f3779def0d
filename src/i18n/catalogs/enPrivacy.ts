// The privacy notice's English (docs/contract.md §16): the words every form's notice shares and each
// kind's own (what it collects and why), taken from the kinds' declarations. Registered by the
// notice's body (src/components/form/PrivacyNoticeBody.tsx), a part of its own because the declarations'
// answers are typed by the forms' part (enForms), which cannot then read them.
import { privacyMessages } from '../../contract/privacy';

export const enPrivacy = {
  'privacy.collected': 'We collect {collects} to {purpose}.',
  'privacy.kept':
    'We keep it for {years, plural, one {# year} other {# years}} after your request is closed.',
  'privacy.officer': 'Data grievance officer: {officer}.',
  'privacy.rights':
    'You may ask for a copy of your data, correct or erase it, raise a grievance, or nominate someone to act for you.',
  'privacy.fullNotice': 'Full privacy notice',
  ...privacyMessages,
} as const;
