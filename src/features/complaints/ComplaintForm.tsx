import type { ApiAnswers } from '../../contract/api';
import { complaintSchema } from '../../contract/schemas';
import { ComplaintFields } from '../../components/form/ComplaintFields';
import { PostForm } from '../../components/form/PostForm';
import { sendComplaint } from './api';

/** The complaint form of docs/contract.md §3, posted to /api/complain. */
export function ComplaintForm({
  onRegistered,
}: {
  onRegistered: (answer: ApiAnswers['complain']) => void;
}) {
  return (
    <PostForm
      schema={complaintSchema}
      send={sendComplaint}
      name="Complaint form"
      submitLabel="Submit complaint"
      onSuccess={onRegistered}
    >
      <ComplaintFields />
    </PostForm>
  );
}
