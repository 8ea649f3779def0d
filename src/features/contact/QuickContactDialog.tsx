import { QUICK_CONTACT_SUBJECTS } from '../../contract/choices';
import type { QuickContactInput } from '../../contract/schemas';
import { FormDialog, FormDialogCancel } from '../../components/form/FormDialog';
import { Dialog } from '../../components/staticUi/dialog';
import { ContactRequestForm } from './ContactRequestForm';
import { fieldsFor } from '../../components/form/fieldsFor';
import { subjectWords } from './subjects';
import { enForms } from '../../i18n/catalogs/enForms';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

registerEnglish(enForms);

const { TextField, EmailField, PhoneField, SelectField, TextareaField } =
  fieldsFor<QuickContactInput>();

/**
 * The site-wide Quick Contact Form (docs/contract.md §3): name, contactNo, email, subject, message, posted to
 * /api/quick-connect. Closing the dialog discards what was typed (a kiosk is shared).
 */
export function QuickContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <FormDialog open={open} onClose={onClose} title={t('contact.quickTitle')}>
      <Dialog.Description css={{ color: 'gray.700', mb: '4' }}>
        {t('contact.quickIntro')}
      </Dialog.Description>
      <ContactRequestForm
        schema="quickContactSchema"
        name={t('contact.quickFormName')}
        actions={<FormDialogCancel />}
      >
        <TextField name="name" label={t('form.fullName')} required autoComplete="name" />
        <PhoneField name="contactNo" required />
        <EmailField name="email" required />
        <SelectField
          name="subject"
          label={t('form.subject')}
          required
          placeholder={t('contact.subjectPlaceholder')}
          options={QUICK_CONTACT_SUBJECTS}
          optionLabel={subjectWords(t)}
        />
        <TextareaField
          name="message"
          label={t('form.message')}
          required
          helperText={t('contact.messageHelp')}
        />
      </ContactRequestForm>
    </FormDialog>
  );
}
