import type { ApiAnswers } from '../../contract/api';
import { ComplaintFields } from '../../components/form/ComplaintFields';
import { PostForm } from '../../components/form/PostForm';
import { contractSchema } from '../../components/form/useValidation';
import { sendComplaint } from './api';
import { useT } from '../../i18n/useT';
import { enComplaint } from '../../i18n/catalogs/enComplaint';
import { registerEnglish } from '../../i18n/runtime';

registerEnglish(enComplaint);

/** The form's contract schema, loaded once the form has drawn (useValidation). */

/** The complaint form of docs/contract.md §3, posted to /api/complain. */
export function ComplaintForm({
  onRegistered,
}: {
  onRegistered: (answer: ApiAnswers['complain']) => void;
}) {
  const t = useT();
  return (
    <PostForm
      loadSchema={contractSchema('complaintSchema')}
      send={sendComplaint}
      name={t('complaint.formName')}
      submitLabel={t('complaint.submit')}
      onSuccess={onRegistered}
    >
      <ComplaintFields />
    </PostForm>
  );
}
