import { Heading, Text } from '@chakra-ui/react';
import { useField } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { COMPLAINT_CATEGORIES } from '../../../contract/scores';
import { STAFF_COMPLAINT_SOURCES } from '../../../contract/desk';
import { staffComplaintSchema } from '../../../contract/deskSchemas';
import { ComplaintFields } from '../../../components/form/ComplaintFields';
import { fieldsFor } from '../../../components/form/fieldsFor';
import { PostForm } from '../../../components/form/PostForm';
import { usePageTitle } from '../../../lib/usePageTitle';
import { canWork } from '../shell/access';
import { registerComplaint } from '../shell/api';
import { NotOnYourDesk } from '../shell/NotOnYourDesk';
import { deskPaths } from '../shell/paths';
import { useSignedIn } from '../shell/session';
import { BackLink } from '../shell/BackLink';

const { SelectField, TextField } = fieldsFor<{
  source: string;
  scoresNo: string;
  scoresForwardedOn: string;
  sourceReference: string;
  category: string;
}>();

/**
 * What the channel brings (docs/contract.md §11, SCORES and SMART ODR): SCORES its registration
 * number and the day it forwarded the complaint (its own 21-day clock runs from that day), an
 * exchange or a depository their reference.
 */
function ChannelFields() {
  const source = useField<string>('source', { subscription: { value: true } }).input.value;
  if (source === 'SCORES') {
    return (
      <>
        <TextField
          name="scoresNo"
          label="SCORES registration number"
          required
          helperText="As SCORES shows it, e.g. SEBIE/MH26/0001234/1"
        />
        <TextField
          name="scoresForwardedOn"
          label="Forwarded by SCORES on"
          type="date"
          required
          helperText="SCORES' 21 days run from this day (India time)"
        />
      </>
    );
  }
  if (source === 'Stock exchange' || source === 'Depository') {
    return (
      <TextField
        name="sourceReference"
        label={source === 'Depository' ? "Depository's reference" : "Exchange's reference"}
        required
        helperText="Their complaint number, as they sent it"
      />
    );
  }
  return null;
}

/** The desk has its schemas at hand already (its chunk loads them): no separate load. */
const loadSchema = () => Promise.resolve(staffComplaintSchema);

/**
 * A complaint that reached the firm through SCORES, an exchange, a depository or another channel,
 * entered by grievance staff with the same fields and rules as the public form plus its source
 * (docs/contract.md §11). It then follows the same 21-day clock from now.
 */
export function RegisterComplaintPage() {
  usePageTitle('Register a complaint · Staff desk');
  const { roles } = useSignedIn();
  const navigate = useNavigate();
  if (!canWork(roles, 'complaints')) return <NotOnYourDesk />;
  return (
    <>
      <BackLink to={deskPaths.queue('complaints')}>Complaints</BackLink>
      <Heading as="h1" size="2xl" color="brand.800" mb={1}>
        Register a complaint
      </Heading>
      <Text color="gray.600" mb={5} maxW="72ch">
        For a complaint received through another channel. Copy the investor's details as given; the
        complaint number is issued on saving and the firm's 21-day time limit runs from now (a
        SCORES complaint also shows SCORES' own clock).
      </Text>
      <Text
        as="div"
        layerStyle="card"
        p={{ base: 5, lg: 6 }}
        maxW="960px"
        css={{ '& form': { width: '100%' } }}
      >
        <PostForm
          privacy="staff"
          loadSchema={loadSchema}
          send={registerComplaint}
          name="Register a complaint"
          submitLabel="Register complaint"
          onSuccess={(answer) =>
            void navigate(deskPaths.record('complaints', answer.data.key), { replace: true })
          }
        >
          <SelectField
            name="source"
            label="Received through"
            required
            placeholder="Choose the channel"
            options={STAFF_COMPLAINT_SOURCES}
            helperText="Where the complaint came from (SCORES, an exchange, a depository, …)"
          />
          <SelectField
            name="category"
            label="SCORES category"
            placeholder="Not categorised"
            options={COMPLAINT_CATEGORIES}
            helperText="An Accessibility complaint closes only with a reference to the fix"
          />
          <ChannelFields />
          <ComplaintFields complaintLabel="Complaint" />
        </PostForm>
      </Text>
    </>
  );
}
