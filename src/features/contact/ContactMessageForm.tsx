import { CONTACT_PAGE_FORM, QUICK_CONTACT_SUBJECTS } from '../../contract/choices';
import type { ContactPagePayload } from '../../contract/schemas';
import { FormCard } from '../../components/form/FormCard';
import { ContactRequestForm } from './ContactRequestForm';
import { fieldsFor } from '../../components/form/fieldsFor';
import { subjectWords } from './subjects';
import { enForms } from '../../i18n/catalogs/enForms';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

registerEnglish(enForms);

const { TextField, EmailField, TextareaField } = fieldsFor<ContactPagePayload>();

// Tells the server to apply this form's rules (docs/contract.md §7); kept after each reset.
const initialValues = { form: CONTACT_PAGE_FORM };

/**
 * The /contact-us message form (docs/contract.md §3 contact-page variant): email, name, phone, subject,
 * message, posted to /api/quick-connect. The subject is free text; the dialog's subjects are
 * offered as suggestions.
 */
export function ContactMessageForm() {
  const t = useT();
  const subjectIn = subjectWords(t);
  return (
    <FormCard title={t('contact.formTitle')} intro={t('contact.formIntro')}>
      <ContactRequestForm
        schema="contactPageSchema"
        name={t('contact.formName')}
        initialValues={initialValues}
      >
        <TextField name="name" label={t('form.fullName')} required autoComplete="name" />
        <TextField
          name="phone"
          label={t('contact.phone')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          helperText={t('contact.phoneHelp')}
        />
        <EmailField name="email" helperText={t('contact.emailHelp')} />
        <TextField
          name="subject"
          label={t('form.subject')}
          required
          suggestions={QUICK_CONTACT_SUBJECTS}
          // Offered in the visitor's language; the English subject is what the desk reads.
          suggestionLabel={(s) => (subjectIn(s) === s ? undefined : subjectIn(s))}
          autoComplete="off"
          helperText={t('contact.subjectHelp')}
        />
        <TextareaField name="message" label={t('form.message')} required rows={5} />
      </ContactRequestForm>
    </FormCard>
  );
}
