import { Dialog, Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { StopTradeAck } from '../../contract/entities';
import { stopTradeSchema, type StopTradeInput } from '../../contract/schemas';
import { PostForm } from '../../components/form/PostForm';
import { FormDialog, FormDialogCancel } from '../../components/form/FormDialog';
import { sendFreezeRequest } from './api';
import { useSite } from '../../lib/lists';
import { FreezeAcknowledgement } from './FreezeAcknowledgement';
import { fieldsFor } from '../../components/form/fieldsFor';
import { SmartLink } from '../../components/SmartLink';

const { TextField, EmailField, PhoneField } = fieldsFor<StopTradeInput>();

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
  return (
    <>
      <FormDialog open={open} onClose={onClose} title="Client Information" size="lg">
        <Dialog.Description color="gray.700" mb={2}>
          If you suspect misuse, this freezes all online trading on your account until you ask us to
          unfreeze it.
        </Dialog.Description>
        <Text fontSize="sm" color="gray.700" mb={4}>
          Urgent? Call us on{' '}
          <Link href={`tel:${contact.phone}`} color="brand.700" fontWeight="semibold">
            {contact.phoneDisplay}
          </Link>{' '}
          and ask for a freeze. How and when we act, and how access is restored:{' '}
          <SmartLink
            link={freezePolicy}
            color="brand.700"
            fontWeight="semibold"
            onClick={onClose}
          />
          .
        </Text>
        <PostForm
          schema={stopTradeSchema}
          send={sendFreezeRequest}
          name="Voluntary trading freeze request"
          submitLabel="Freeze my account"
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
          <TextField
            name="clientCode"
            label="Client code"
            required
            autoComplete="off"
            autoCapitalize="characters"
            helperText="As printed on your contract note"
          />
          <EmailField
            name="registeredEmail"
            label="Registered email address"
            helperText="Where we confirm the freeze"
          />
          <PhoneField
            name="contactNo"
            label="Registered mobile number"
            helperText="10-digit mobile number, without +91 or 0"
          />
        </PostForm>
      </FormDialog>
      <FreezeAcknowledgement
        ack={ack}
        open={ackOpen}
        onClose={() => setAckOpen(false)}
        policy={freezePolicy}
      />
    </>
  );
}
