import { QUICK_CONTACT_SUBJECTS } from '../../contract/choices';
import {
  CONTACT_PAGE_FORM,
  contactPageSchema,
  type ContactPagePayload,
} from '../../contract/schemas';
import { FormCard } from '../../components/form/FormCard';
import { PostForm } from '../../components/form/PostForm';
import { sendContactMessage } from './api';
import { fieldsFor } from '../../components/form/fieldsFor';

const { TextField, EmailField, TextareaField } = fieldsFor<ContactPagePayload>();

const SUBJECT_LIST_ID = 'contact-subject-suggestions';
// Tells the server to apply this form's rules (docs/contract.md §7); kept after each reset.
const initialValues = { form: CONTACT_PAGE_FORM };

/**
 * The /contact-us message form (docs/contract.md §3 contact-page variant): email, name, phone, subject,
 * message, posted to /api/quick-connect. The subject is free text; the dialog's subjects are
 * offered as suggestions.
 */
export function ContactMessageForm() {
  return (
    <FormCard
      title="Send us a message"
      intro="Write to us and our customer care team will get back to you within one working day."
    >
      <PostForm
        schema={contactPageSchema}
        send={sendContactMessage}
        name="Contact form"
        submitLabel="Send message"
        initialValues={initialValues}
      >
        <TextField name="name" label="Full name" required autoComplete="name" />
        <TextField
          name="phone"
          label="Phone"
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          helperText="Mobile or landline, so we can call you back"
        />
        <EmailField name="email" helperText="Optional, for a written reply" />
        <TextField
          name="subject"
          label="Subject"
          required
          list={SUBJECT_LIST_ID}
          autoComplete="off"
          helperText="What is your message about?"
        />
        <datalist id={SUBJECT_LIST_ID}>
          {QUICK_CONTACT_SUBJECTS.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        <TextareaField name="message" label="Message" required rows={5} />
      </PostForm>
    </FormCard>
  );
}
