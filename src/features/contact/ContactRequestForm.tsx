import type { ReactNode } from 'react';
import { RequestForm } from '../../components/form/PostForm';
import { contractSchema } from '../../components/form/useValidation';
import { enForms } from '../../i18n/catalogs/enForms';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';
import { sendContactMessage } from './api';

registerEnglish(enForms);

/**
 * The contact forms' request form (the Quick Contact dialog's and the contact page's): each checks
 * its own schema and has its own name, but both send a contact message to /api/quick-connect under
 * the same button.
 */
export function ContactRequestForm({
  schema,
  name,
  initialValues,
  actions,
  children,
}: {
  schema: 'quickContactSchema' | 'contactPageSchema';
  /** Accessible name of the form. */
  name: string;
  /** Values the form starts with and returns to after a successful post. */
  initialValues?: Record<string, unknown>;
  /** Extra buttons beside the submit button (Cancel in the dialog). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <RequestForm
      kind="contactMessage"
      loadSchema={contractSchema(schema)}
      send={sendContactMessage}
      name={name}
      submitLabel={t('form.sendMessage')}
      initialValues={initialValues}
      actions={actions}
    >
      {children}
    </RequestForm>
  );
}
