import { useLayoutEffect, useRef, useState } from 'react';
import type { StopTradeAck } from '../../contract/entities';
import type { StopTradeInput } from '../../contract/schemas';
import { RequestForm } from '../../components/form/PostForm';
import { contractSchema } from '../../components/form/useValidation';
import { ClientCodeField } from '../../components/form/ClientCodeField';
import { FormDialog, FormDialogCancel } from '../../components/form/FormDialog';
import { Link, Text } from '../../components/staticUi';
import { Dialog } from '../../components/staticUi/dialog';
import { sendFreezeRequest } from './api';
import { useSite } from '../../lib/lists';
import { FreezeAcknowledgement } from './FreezeAcknowledgement';
import { FreezePolicyLink } from './FreezePolicyLink';
import { fieldsFor } from '../../components/form/fieldsFor';
import { enForms } from '../../i18n/catalogs/enForms';
import { registerEnglish } from '../../i18n/runtime';
import { Trans } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';

registerEnglish(enForms);

const { EmailField, PhoneField } = fieldsFor<StopTradeInput>();

/**
 * "Client Information": a request to freeze online trading (docs/contract.md §3, §4), posted to
 * /api/stop-trade. It closes and clears after a successful post or when dismissed; the server's
 * acknowledgement number and time are then shown in their own dialog, and a failure stays on
 * screen in this one.
 */
export function FreezeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  // The last acknowledgement stays in state while its dialog plays its closing transition.
  const { contact, freezePolicy } = useSite();
  const [ack, setAck] = useState<StopTradeAck | null>(null);
  const [ackOpen, setAckOpen] = useState(false);
  // What had focus as the dialog opened (its opener: the red link, a menu item): the
  // acknowledgement opens as this dialog closes, so its own "before" is this dialog's button,
  // gone once it closes; focus goes back to the opener instead of the page's start (issue 45,
  // WCAG 2.4.3; freeze.e2e's keyboard walk found it on the body).
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement;
    }
  }, [open]);
  const t = useT();
  return (
    <>
      <FormDialog open={open} onClose={onClose} title={t('freeze.title')} size="lg">
        <Dialog.Description css={{ color: 'gray.700', mb: '2' }}>
          {t('freeze.intro')}
        </Dialog.Description>
        <Text css={{ color: 'gray.700', fontSize: 'sm', mb: '4' }}>
          <Trans
            id="freeze.urgent"
            values={{ phone: contact.phoneDisplay }}
            components={{
              0: (
                <Link
                  href={`tel:${contact.phone}`}
                  css={{ color: 'brand.700', fontWeight: 'semibold' }}
                />
              ),
              1: <FreezePolicyLink policy={freezePolicy} onClose={onClose} />,
            }}
          />
        </Text>
        <RequestForm
          kind="freeze"
          words="freeze"
          loadSchema={contractSchema('stopTradeSchema')}
          send={sendFreezeRequest}
          keepErrors="all"
          columns={1}
          onSuccess={(answer) => {
            console.info('Freeze request acknowledged', answer.data.ackNo);
            setAck(answer.data);
            setAckOpen(true);
            onClose();
          }}
          actions={<FormDialogCancel />}
        >
          <ClientCodeField<StopTradeInput> name="clientCode" />
          <EmailField
            name="registeredEmail"
            label={t('form.registeredEmail')}
            helperText={t('freeze.emailHelp')}
          />
          <PhoneField name="contactNo" label={t('form.registeredMobile')} />
        </RequestForm>
      </FormDialog>
      <FreezeAcknowledgement
        ack={ack}
        open={ackOpen}
        onClose={() => setAckOpen(false)}
        policy={freezePolicy}
        finalFocus={() => (opener.current?.isConnected ? opener.current : null)}
      />
    </>
  );
}
