import { styled } from '#styled-system/jsx';
import { Box, Button, Stack } from '../../components/staticUi';
import { Alert } from '../../components/staticUi/alert';
import { Field } from '../../components/staticUi/field';
import { Input } from '../../components/staticUi/input';
import { lazy, Suspense, useId, type RefObject } from 'react';
import { useLingui } from '@lingui/react';
import type { Translate } from '../../i18n/validation';
import { FormCard } from '../../components/form/FormCard';
import { complaintStatusAlert } from './complaintStatus';
import type { LookupState } from './useComplaintLookup';
import { useT } from '../../i18n/useT';
import { enComplaint } from '../../i18n/catalogs/enComplaint';
import { registerEnglish } from '../../i18n/runtime';
import { isKiosk } from '../../lib/kioskMode';
import { loadVoicePanel } from './loadVoicePanel';

registerEnglish(enComplaint);

/** The investor's own voice (docs/contract.md §7b): fetched only once a number is found. */
const VoicePanel = lazy(async () => ({ default: (await loadVoicePanel()).VoicePanel }));

/** Anchor of the lookup card, for the shortcut above the (long) complaint form on phones. */
export const TRACK_COMPLAINT_ID = 'track-complaint';

interface Props {
  value: string;
  onChange: (value: string) => void;
  state: LookupState;
  onLookUp: (value: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The complaint-number lookup box beside the complaint form (docs/contract.md §2, §4). */
export function ComplaintLookup({ value, onChange, state, onLookUp, inputRef }: Props) {
  const loading = state.kind === 'loading';
  const id = useId();
  const ids = { errorText: `${id}-error`, helperText: `${id}-help` };
  const empty = state.kind === 'empty';
  const t = useT();
  const english = useLingui().i18n.locale === 'en';
  return (
    <FormCard id={TRACK_COMPLAINT_ID} title={t('lookup.title')} intro={t('lookup.intro')}>
      <styled.form
        noValidate
        aria-label={t('lookup.formName')}
        onSubmit={(e) => {
          e.preventDefault();
          onLookUp(value);
        }}
      >
        <Stack gap={4}>
          <Field.Root ids={ids} invalid={empty} required>
            <Field.Label css={{ fontSize: 'sm', fontWeight: 'semibold' }}>
              {t('lookup.number')}
              <Field.RequiredIndicator css={{ color: 'red.600' }} />
            </Field.Label>
            <Input
              ref={inputRef}
              value={value}
              onChange={(e) => onChange(e.target.value)}
              aria-describedby={empty ? ids.errorText : ids.helperText}
              size="xl"
              css={{ bg: 'white', borderColor: 'gray.400', fontFamily: 'mono' }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="search"
              placeholder="CMP-XXXX-XXXX"
            />
            {empty ? null : (
              <Field.HelperText css={{ color: 'gray.600', fontSize: 'sm' }}>
                {t('lookup.numberHelp')}
              </Field.HelperText>
            )}
            <Field.ErrorText css={{ color: 'red.700', fontSize: 'sm' }}>
              {t('lookup.numberRequired')}
            </Field.ErrorText>
          </Field.Root>
          <Button
            type="submit"
            size="xl"
            css={{ colorPalette: 'brand' }}
            variant="outline"
            loading={loading}
            loadingText={t('lookup.checking')}
          >
            {t('lookup.check')}
          </Button>
        </Stack>
      </styled.form>
      <Box aria-live="polite" css={{ mt: state.kind === 'idle' || state.kind === 'empty' ? 0 : 5 }}>
        <LookupResult state={state} t={t} english={english} />
      </Box>
    </FormCard>
  );
}

function LookupResult({
  state,
  t,
  english,
}: {
  state: LookupState;
  t: Translate;
  english: boolean;
}) {
  if (state.kind === 'found') {
    const { tone, text, status } = complaintStatusAlert(state.complaint, t, english);
    return (
      <>
        <Alert.Root
          status={tone}
          data-status={tone}
          variant="subtle"
          data-testid="complaint-status"
        >
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('lookup.status', { status })}</Alert.Title>
            <Alert.Description>{text}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        {/* Not on a branch kiosk: a shared screen must not keep a visitor's proof. */}
        {isKiosk ? null : (
          <Suspense fallback={null}>
            <VoicePanel key={state.complaint.complainNo} complainNo={state.complaint.complainNo} />
          </Suspense>
        )}
      </>
    );
  }
  if (state.kind === 'notFound' || state.kind === 'failed') {
    return (
      <Alert.Root
        status="warning"
        data-status="warning"
        variant="subtle"
        data-testid="complaint-status"
      >
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>
            {state.kind === 'notFound' ? t('lookup.notFound') : state.message}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return null;
}
