import { Dialog } from '@chakra-ui/react';
import { QUICK_CONTACT_SUBJECTS } from '../../contract/choices';
import { quickContactSchema } from '../../contract/schemas';
import { EmailField } from '../../components/form/EmailField';
import { PhoneField } from '../../components/form/PhoneField';
import { PostForm } from '../../components/form/PostForm';
import { SelectField } from '../../components/form/SelectField';
import { TextareaField } from '../../components/form/TextareaField';
import { TextField } from '../../components/form/TextField';
import { FormDialog, FormDialogCancel } from '../../components/form/FormDialog';
import { sendContactMessage } from './api';

/**
 * The site-wide Quick Contact Form (SPEC §3): name, contactNo, email, subject, message, posted to
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
