import { Dialog } from '@chakra-ui/react';
import { QUICK_CONTACT_SUBJECTS } from '../../contract/choices';
import { quickContactSchema, type QuickContactInput } from '../../contract/schemas';
import { PostForm } from '../../components/form/PostForm';
import { FormDialog, FormDialogCancel } from '../../components/form/FormDialog';
import { sendContactMessage } from './api';
import { fieldsFor } from '../../components/form/fieldsFor';

const { TextField, EmailField, PhoneField, SelectField, TextareaField } =
  fieldsFor<QuickContactInput>();

/**
 * The site-wide Quick Contact Form (docs/contract.md §3): name, contactNo, email, subject, message, posted to
 * /api/quick-connect. Closing the dialog discards what was typed (a kiosk is shared).
 */
export function QuickContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog open={open} onClose={onClose} title="Quick Contact Form">
      <Dialog.Description color="gray.700" mb={4}>
        Leave your details and our team will call you back within one working day.
      </Dialog.Description>
      <PostForm
        schema={quickContactSchema}
        send={sendContactMessage}
        name="Quick contact form"
        submitLabel="Send message"
        actions={<FormDialogCancel />}
      >
        <TextField name="name" label="Full name" required autoComplete="name" />
        <PhoneField name="contactNo" required />
        <EmailField name="email" required />
        <SelectField
          name="subject"
          label="Subject"
          required
          placeholder="Select a subject"
          options={QUICK_CONTACT_SUBJECTS}
        />
        <TextareaField
          name="message"
          label="Message"
          required
          helperText="Tell us briefly how we can help."
        />
      </PostForm>
    </FormDialog>
  );
}
