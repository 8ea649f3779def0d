import { useState } from 'react';
import { useFormState } from 'react-final-form';
import { BannerPage } from '../../components/BannerPage';
import { fieldsFor, optionWords } from '../../components/form/fieldsFor';
import { RequestFormCard } from '../../components/form/RequestFormCard';
import { failureMessage } from '../../components/form/submitErrors';
import { contractSchema } from '../../components/form/useValidation';
import { Box, Button, Text } from '../../components/staticUi';
import { DATA_RIGHTS } from '../../contract/choices';
import type { DataRequestInput } from '../../contract/schemas';
import { enDataRequest } from '../../i18n/catalogs/enDataRequest';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';
import { askDataRequestCode, sendDataRequest } from './api';

registerEnglish(enDataRequest);

const { TextField, EmailField, PhoneField, SelectField, TextareaField } =
  fieldsFor<DataRequestInput>();

const rightWords = optionWords(DATA_RIGHTS, [
  'dataRequest.rightAccess',
  'dataRequest.rightCorrection',
  'dataRequest.rightErasure',
  'dataRequest.rightWithdrawal',
]);

/**
 * /your-data (ours, issue 44; docs/contract.md §7c): a data principal asks for a copy of what the
 * firm holds about them, its correction or erasure, or withdraws a consent. "Send me a code"
 * sends a one-time code to the e-mail address given (else the mobile number); the request is
 * posted with it and accepted only if it is right. The form's privacy notice is the kind's.
 */
export function DataRequestPage() {
  const t = useT();
  return (
    <BannerPage title={t('dataRequest.pageTitle')} maxW="4xl">
      <RequestFormCard
        kind="dataRequest"
        words="dataRequest"
        loadSchema={contractSchema('dataRequestSchema')}
        send={sendDataRequest}
      >
        <SelectField
          name="right"
          label={t('dataRequest.right')}
          required
          placeholder={t('dataRequest.rightPlaceholder')}
          options={DATA_RIGHTS}
          optionLabel={rightWords(t)}
        />
        <TextField name="name" label={t('dataRequest.name')} required autoComplete="name" />
        <EmailField name="email" helperText={t('dataRequest.contactHelp')} />
        <PhoneField name="contactNo" />
        <TextField
          name="panNo"
          label={t('dataRequest.pan')}
          helperText={t('dataRequest.panHelp')}
          autoComplete="off"
        />
        <TextareaField
          name="particulars"
          label={t('dataRequest.details')}
          helperText={t('dataRequest.detailsHelp')}
          rows={4}
        />
        <SendCode />
        <TextField
          name="code"
          label={t('dataRequest.code')}
          helperText={t('dataRequest.codeHelp')}
          required
          autoComplete="one-time-code"
          inputMode="numeric"
        />
      </RequestFormCard>
    </BannerPage>
  );
}

/** "Send me a code": to the address the form holds now; the server's answer said where. */
function SendCode() {
  const t = useT();
  const { values } = useFormState<Partial<DataRequestInput>>({ subscription: { values: true } });
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const ask = async () => {
    setBusy(true);
    setNote(null);
    try {
      const answer = await askDataRequestCode({
        email: values.email ?? '',
        contactNo: values.contactNo ?? '',
      });
      setNote({ ok: true, text: answer.message });
    } catch (err) {
      setNote({ ok: false, text: failureMessage(err, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box css={{ gridColumn: '1 / -1' }}>
      <Button
        type="button"
        css={{ colorPalette: 'brand' }}
        variant="outline"
        loading={busy}
        loadingText={t('dataRequest.sending')}
        onClick={() => void ask()}
      >
        {t('dataRequest.sendCode')}
      </Button>
      <Box aria-live="polite" css={{ mt: 2 }}>
        {note ? (
          <Text
            role={note.ok ? 'status' : 'alert'}
            css={{ color: note.ok ? 'gray.700' : 'red.700' }}
          >
            {note.text}
          </Text>
        ) : null}
      </Box>
    </Box>
  );
}
