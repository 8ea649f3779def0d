import { MODES_OF_COMMUTE } from '../../contract/choices';
import type { FeedbackInput } from '../../contract/schemas';
import { RequestFormPage } from '../../components/form/RequestFormPage';
import { contractSchema } from '../../components/form/useValidation';
import { sendFeedback } from './api';
import { fieldsFor, optionWords } from '../../components/form/fieldsFor';
import { enForms } from '../../i18n/catalogs/enForms';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

registerEnglish(enForms);

const { TextField, EmailField, PhoneField, SelectField, TextareaField } =
  fieldsFor<FeedbackInput>();

const heardFromWords = optionWords(MODES_OF_COMMUTE, [
  'feedback.heardRepresentative',
  'feedback.heardWebsite',
  'feedback.heardSearchEngine',
  'feedback.heardEmail',
  'feedback.heardNewsPaper',
  'feedback.heardFriend',
  'feedback.heardHoardings',
  'feedback.heardAdvertisement',
  'feedback.heardCompany',
  'feedback.heardOthers',
]);

/** /feedback (docs/contract.md §3): the feedback form, posted to /api/feedback. */
export function FeedbackPage() {
  const t = useT();
  return (
    <RequestFormPage
      kind="feedback"
      loadSchema={contractSchema('feedbackSchema')}
      send={sendFeedback}
    >
      <TextField name="fName" label={t('feedback.firstName')} required autoComplete="given-name" />
      <TextField name="lName" label={t('feedback.lastName')} required autoComplete="family-name" />
      <EmailField name="email" required />
      <PhoneField name="contactNo" required />
      <SelectField
        name="modeOfCommute"
        label={t('feedback.heardFrom')}
        required
        placeholder={t('feedback.heardFromPlaceholder')}
        options={MODES_OF_COMMUTE}
        optionLabel={heardFromWords(t)}
      />
      <TextField
        name="address"
        label={t('feedback.address')}
        required
        // One line: HTML keeps street-address (several lines) for a textarea.
        autoComplete="address-line1"
      />
      <TextareaField name="feedback" label={t('feedback.yourFeedback')} required rows={5} />
    </RequestFormPage>
  );
}
