import { useState } from 'react';
import { Alert, Container, Stack } from '@chakra-ui/react';
import { SEGMENT_SUGGESTIONS } from '../../contract/choices';
import { withdrawalSchema, type WithdrawalInput } from '../../contract/schemas';
import { FormCard } from '../../components/form/FormCard';
import { PostForm } from '../../components/form/PostForm';
import { TakeAwaySlot } from '../../components/kiosk/TakeAwaySlot';
import type { ReceiptData } from '../../contract/receipt';
import { PageBanner } from '../../components/PageBanner';
import { sendWithdrawal } from './api';
import { fieldsFor } from '../../components/form/fieldsFor';

const { TextField, EmailField, PhoneField } = fieldsFor<WithdrawalInput>();

const SEGMENT_LIST_ID = 'segment-suggestions';

// The spec's payload carries a `password` with an initial value that nothing uses. It is sent
// empty (the server accepts and never stores it) and no password field is shown to the visitor.
const initialValues = { password: '' };

/** /withdrawl-form (docs/contract.md §3): a request to withdraw funds, posted to /api/withdrow. */
export function WithdrawalPage() {
  // On a kiosk: the receipt of the last accepted request, until the next one.
  const [receipt, setReceipt] = useState<ReceiptData | null>(null);
  return (
    <>
      <PageBanner title="Withdraw Funds" subtitle="Request a payout from your trading account" />
      <Container maxW="4xl" py={{ base: 8, md: 12 }}>
        <Stack gap={6}>
          <Alert.Root status="info" variant="subtle">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>
                Funds are paid only to the bank account registered with your trading account. We
                will never ask for your password or OTP.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <FormCard
            title="Withdrawal request"
            intro="Fill in your client details and the amount you want to withdraw."
          >
            <PostForm
              schema={withdrawalSchema}
              send={sendWithdrawal}
              name="Withdrawal form"
              submitLabel="Submit request"
              keepErrors="network"
              onSuccess={() =>
                setReceipt({ kind: 'withdrawal', receivedAt: new Date().toISOString() })
              }
              initialValues={initialValues}
            >
              <TextField
                name="clinetCode"
                label="Client code"
                required
                autoComplete="off"
                autoCapitalize="characters"
                helperText="As printed on your contract note"
              />
              <TextField
                name="name"
                label="Name as per trading account"
                required
                autoComplete="name"
              />
              <EmailField
                name="email"
                label="Registered email address"
                helperText="Optional, for a confirmation e-mail"
              />
              <PhoneField name="contactNumber" label="Registered mobile number" required />
              <TextField
                name="segment"
                label="Segment"
                required
                list={SEGMENT_LIST_ID}
                autoComplete="off"
                helperText="e.g. NSE Cash, NSE FAO, BSE"
              />
              <datalist id={SEGMENT_LIST_ID}>
                {SEGMENT_SUGGESTIONS.map((s) => (
                  <option key={s} value={s} />
                ))}
              </datalist>
              <TextField
                name="panNo"
                label="PAN"
                required
                autoComplete="off"
                autoCapitalize="characters"
                helperText="10 characters, e.g. ABCDE1234F"
              />
              <TextField
                name="withdraw"
                label="Amount to withdraw (Rs.)"
                required
                inputMode="decimal"
                autoComplete="off"
                helperText="In rupees, e.g. 25000"
              />
            </PostForm>
            <TakeAwaySlot receipt={receipt} />
          </FormCard>
        </Stack>
      </Container>
    </>
  );
}
