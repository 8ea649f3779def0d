import { useState } from 'react';
import { Container } from '@chakra-ui/react';
import { MODES_OF_COMMUTE } from '../../contract/choices';
import { feedbackSchema, type FeedbackInput } from '../../contract/schemas';
import { FormCard } from '../../components/form/FormCard';
import { PostForm } from '../../components/form/PostForm';
import { TakeAwaySlot } from '../../components/kiosk/TakeAwaySlot';
import type { ReceiptData } from '../../contract/receipt';
import { PageBanner } from '../../components/PageBanner';
import { sendFeedback } from './api';
import { fieldsFor } from '../../components/form/fieldsFor';

const { TextField, EmailField, PhoneField, SelectField, TextareaField } =
  fieldsFor<FeedbackInput>();

/** /feedback (docs/contract.md §3): the feedback form, posted to /api/feedback. */
export function FeedbackPage() {
  // On a kiosk: the receipt of the last accepted request, until the next one.
  const [receipt, setReceipt] = useState<ReceiptData | null>(null);
  return (
    <>
      <PageBanner title="Feedback" subtitle="Tell us how we are doing" />
      <Container maxW="4xl" py={{ base: 8, md: 12 }}>
        <FormCard
          title="Share your feedback"
          intro="Your suggestions help us serve you better. Every message is read by our customer care team."
        >
          <PostForm
            schema={feedbackSchema}
            send={sendFeedback}
            name="Feedback form"
            submitLabel="Send feedback"
            keepErrors="network"
            onSuccess={() => setReceipt({ kind: 'feedback', receivedAt: new Date().toISOString() })}
          >
            <TextField name="fName" label="First name" required autoComplete="given-name" />
            <TextField name="lName" label="Last name" required autoComplete="family-name" />
            <EmailField name="email" required />
            <PhoneField name="contactNo" required />
            <SelectField
              name="modeOfCommute"
              label="How did you hear about us?"
              required
              placeholder="Select an option"
              options={MODES_OF_COMMUTE}
            />
            <TextField name="address" label="Address" required autoComplete="street-address" />
            <TextareaField name="feedback" label="Your feedback" required rows={5} />
          </PostForm>
          <TakeAwaySlot receipt={receipt} />
        </FormCard>
      </Container>
    </>
  );
}
