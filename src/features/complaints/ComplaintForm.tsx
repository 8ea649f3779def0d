import type { ApiAnswers } from '../../contract/api';
import { ComplaintFields } from '../../components/form/ComplaintFields';
import { RequestForm } from '../../components/form/PostForm';
import { contractSchema } from '../../components/form/useValidation';
import type { ComplaintInput } from '../../contract/schemas';
import { isKiosk } from '../../lib/kioskMode';
import { sendComplaint } from './api';
import { loadCopyButton } from './loadCopyButton';
import { enComplaint } from '../../i18n/catalogs/enComplaint';
import { registerEnglish } from '../../i18n/runtime';

registerEnglish(enComplaint);

/** Sends the complaint, and meanwhile fetches the receipt's copy button (none on a kiosk). */
function send(payload: ComplaintInput) {
  if (!isKiosk) loadCopyButton().catch(() => undefined); // the receipt shows without it
  return sendComplaint(payload);
}

/** The complaint form of docs/contract.md §3, posted to /api/complain. */
export function ComplaintForm({
  onRegistered,
}: {
  onRegistered: (answer: ApiAnswers['complain']) => void;
}) {
  return (
    <RequestForm
      kind="complaint"
      words="complaint"
      loadSchema={contractSchema('complaintSchema')}
      send={send}
      onSuccess={onRegistered}
    >
      <ComplaintFields />
    </RequestForm>
  );
}
