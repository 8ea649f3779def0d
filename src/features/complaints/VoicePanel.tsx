// The investor's own voice on a complaint (docs/contract.md §7b), shown under a found lookup: ask
// for a one-time code, confirm it, then read the officer's replies, reply, reopen within the
// window and rate. Its own chunk (loadVoicePanel.ts), so the lookup page's first load stays light.
import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Box, Button, Heading, HStack, Span, Stack, Text } from '../../components/staticUi';
import { Alert } from '../../components/staticUi/alert';
import { Field } from '../../components/staticUi/field';
import { Input, Textarea } from '../../components/staticUi/input';
import {
  ATTACHMENT_RULES,
  voiceApi,
  type InvestorConversation,
} from '../../contract/investorVoice';
import { formatIst } from '../../contract/messages';
import { INTL_LOCALE, type Language } from '../../i18n/languages';
import { enVoice } from '../../i18n/catalogs/enVoice';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';
import { ApiResponseError } from '../../lib/api';
import type { Translate } from '../../i18n/validation';
import { failureMessage } from '../../components/form/submitErrors';
import { askCode, attach, fetchConversation, proveCode, rate, reopen, sendReply } from './voiceApi';

registerEnglish(enVoice);

type Note = { tone: 'success' | 'error'; text: string } | null;

/** A field's own message from the server, else the form's failure words in the visitor's language. */
const errorOf = (err: unknown, field: string, t: Translate) =>
  (err instanceof ApiResponseError && err.errors?.[field]) || failureMessage(err, t);

/** One small form: its fields, its one message and its button. */
function VoiceForm({
  label,
  busy,
  submit,
  busyText,
  onSubmit,
  children,
}: {
  label: string;
  busy: boolean;
  submit: string;
  busyText: string;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <Stack gap={3}>
        {children}
        <Button
          type="submit"
          css={{ colorPalette: 'brand', alignSelf: 'flex-start' }}
          variant="outline"
          loading={busy}
          loadingText={busyText}
        >
          {submit}
        </Button>
      </Stack>
    </form>
  );
}

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  multiline?: boolean;
  helper?: string;
  inputMode?: 'numeric';
};

function TextField({
  label,
  value,
  onChange,
  error,
  multiline,
  helper,
  inputMode,
}: TextFieldProps) {
  const id = useId();
  const ids = { errorText: `${id}-error`, helperText: `${id}-help` };
  const described = error ? ids.errorText : helper ? ids.helperText : undefined;
  return (
    <Field.Root ids={ids} invalid={Boolean(error)}>
      <Field.Label css={{ fontSize: 'sm', fontWeight: 'semibold' }}>{label}</Field.Label>
      {multiline ? (
        <Textarea
          value={value}
          rows={3}
          css={{ bg: 'white', borderColor: 'gray.400' }}
          aria-describedby={described}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <Input
          value={value}
          css={{ bg: 'white', borderColor: 'gray.400' }}
          aria-describedby={described}
          autoComplete="one-time-code"
          {...(inputMode ? { inputMode } : {})}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {helper && !error ? (
        <Field.HelperText css={{ color: 'gray.600', fontSize: 'sm' }}>{helper}</Field.HelperText>
      ) : null}
      <Field.ErrorText css={{ color: 'red.700', fontSize: 'sm' }}>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** Runs one call: busy meanwhile, its answer's message as the panel's note, a field's error kept. */
function useCall() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const [error, setError] = useState<string | undefined>();
  const run = useCallback(
    async (call: () => Promise<string | undefined>, field = 'text') => {
      setBusy(true);
      setError(undefined);
      try {
        const message = await call();
        setNote(message ? { tone: 'success', text: message } : null);
        return true;
      } catch (err) {
        const text = errorOf(err, field, t);
        setError(text);
        setNote(null);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  return { busy, note, error, run, setNote };
}

/** A form of one text field, busy and in error as its call is. */
function TextForm({
  call,
  label,
  fieldLabel = label,
  submit,
  busyText,
  onSubmit,
  ...field
}: {
  call: ReturnType<typeof useCall>;
  label: string;
  /** The field's own label, where it says more than the form's. */
  fieldLabel?: string;
  submit: string;
  busyText: string;
  onSubmit: () => Promise<void>;
} & Omit<TextFieldProps, 'label' | 'error'>) {
  return (
    <VoiceForm
      label={label}
      busy={call.busy}
      submit={submit}
      busyText={busyText}
      onSubmit={onSubmit}
    >
      <TextField label={fieldLabel} error={call.error} {...field} />
    </VoiceForm>
  );
}

/** The investor's own files: listed with their download links, and one more attached. */
function Files({
  complainNo,
  data,
  done,
}: {
  complainNo: string;
  data: InvestorConversation;
  done: (answer: { message: string; data: InvestorConversation }) => string;
}) {
  const t = useT();
  const locale = INTL_LOCALE[useLingui().i18n.locale as Language] ?? 'en-IN';
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  // A new input after each attachment: a file input cannot be emptied otherwise.
  const [picker, setPicker] = useState(0);
  const attaching = useCall();
  const kb = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  });
  const limits = {
    mb: ATTACHMENT_RULES.maxBytes / 2 ** 20,
    count: ATTACHMENT_RULES.perComplaint,
  };
  return (
    <Box as="section" aria-labelledby={`${complainNo}-files`}>
      <Heading as="h3" css={{ fontSize: 'md', mb: 1 }} id={`${complainNo}-files`}>
        {t('voice.filesTitle')}
      </Heading>
      <Text css={{ fontSize: 'sm', mb: 2 }} id={`${id}-rules`}>
        {t('voice.filesRules', limits)}
      </Text>
      {data.attachments.length === 0 ? (
        <Text css={{ color: 'gray.600' }}>{t('voice.noFiles')}</Text>
      ) : (
        <Stack as="ul" css={{ listStyleType: 'none', mb: 2 }} gap={1} data-testid="voice-files">
          {data.attachments.map((a) => (
            <Box as="li" key={a.id}>
              <a href={voiceApi.attachment(complainNo, a.id)} download={a.name}>
                {a.name}
              </a>{' '}
              <Span css={{ color: 'gray.700', fontSize: 'sm' }}>
                · {kb.format(Math.max(1, a.size / 1024))} · {formatIst(a.at, locale)}
              </Span>
            </Box>
          ))}
        </Stack>
      )}
      {attaching.note ? <Text role="status">{attaching.note.text}</Text> : null}
      {data.attachments.length < ATTACHMENT_RULES.perComplaint ? (
        <VoiceForm
          label={t('voice.attach')}
          busy={attaching.busy}
          submit={t('voice.attach')}
          busyText={t('voice.attaching')}
          onSubmit={async () => {
            const saved = await attaching.run(async () => {
              if (!file) throw new Error(t('voice.chooseFile'));
              return done(await attach(complainNo, file));
            }, 'file');
            if (saved) {
              setFile(null);
              setPicker((n) => n + 1);
            }
          }}
        >
          <Box>
            <label htmlFor={id}>
              <Span css={{ fontSize: 'sm', fontWeight: 'semibold' }}>
                {t('voice.fileToAttach')}
              </Span>
            </label>
            <Box css={{ mt: 1 }}>
              <input
                key={picker}
                id={id}
                type="file"
                accept={ATTACHMENT_RULES.accept}
                aria-invalid={attaching.error ? true : undefined}
                aria-describedby={attaching.error ? `${id}-error` : `${id}-rules`}
                onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
              />
            </Box>
            {attaching.error ? (
              <Text id={`${id}-error`} role="alert" css={{ color: 'red.700', fontSize: 'sm' }}>
                {attaching.error}
              </Text>
            ) : null}
          </Box>
        </VoiceForm>
      ) : null}
    </Box>
  );
}

function Conversation({
  complainNo,
  data,
  onChange,
}: {
  complainNo: string;
  data: InvestorConversation;
  onChange: (data: InvestorConversation) => void;
}) {
  const t = useT();
  const locale = INTL_LOCALE[useLingui().i18n.locale as Language] ?? 'en-IN';
  const [reply, setReply] = useState('');
  const [reason, setReason] = useState('');
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const replying = useCall();
  const reopening = useCall();
  const rating = useCall();
  const done = (answer: { message: string; data: InvestorConversation }) => {
    onChange(answer.data);
    return answer.message;
  };
  return (
    <Stack gap={5}>
      <Box as="section" aria-labelledby={`${complainNo}-messages`}>
        <Heading as="h3" css={{ fontSize: 'md', mb: 2 }} id={`${complainNo}-messages`}>
          {t('voice.conversation')}
        </Heading>
        {data.odr ? (
          <Box
            css={{ borderLeftWidth: '3px', borderColor: 'brand.600', bg: 'brand.50', p: 3, mb: 2 }}
            data-testid="voice-odr"
          >
            <Text css={{ color: 'gray.700', fontSize: 'sm' }}>
              {t('voice.fromFirm')} · {formatIst(data.odr.movedAt, locale)}
            </Text>
            <Text>{t('voice.odrMoved', { caseNo: data.odr.caseNo })}</Text>
          </Box>
        ) : null}
        {data.replies.length === 0 ? (
          data.odr ? null : (
            <Text css={{ color: 'gray.600' }}>{t('voice.noReplies')}</Text>
          )
        ) : (
          <Stack as="ol" css={{ listStyleType: 'none' }} gap={2} data-testid="voice-replies">
            {data.replies.map((r, i) => (
              <Box
                as="li"
                key={i}
                css={{
                  borderLeftWidth: '3px',
                  borderColor: r.from === 'firm' ? 'brand.600' : 'gray.400',
                  bg: r.from === 'firm' ? 'brand.50' : 'white',
                  p: 3,
                }}
              >
                <Text css={{ color: 'gray.700', fontSize: 'sm' }}>
                  {r.from === 'firm' ? t('voice.fromFirm') : t('voice.fromYou')} ·{' '}
                  {formatIst(r.at, locale)}
                </Text>
                <Text css={{ whiteSpace: 'pre-wrap' }}>{r.text}</Text>
              </Box>
            ))}
          </Stack>
        )}
      </Box>
      {replying.note ? <Text role="status">{replying.note.text}</Text> : null}
      <TextForm
        call={replying}
        label={t('voice.yourReply')}
        submit={t('voice.send')}
        busyText={t('voice.sending')}
        value={reply}
        onChange={setReply}
        multiline
        onSubmit={async () => {
          if (await replying.run(async () => done(await sendReply(complainNo, reply)))) {
            setReply('');
          }
        }}
      />
      <Files complainNo={complainNo} data={data} done={done} />
      {data.reopenUntil ? (
        <Box as="section" aria-label={t('voice.reopenTitle')}>
          <Heading as="h3" css={{ fontSize: 'md', mb: 1 }}>
            {t('voice.reopenTitle')}
          </Heading>
          <Text css={{ fontSize: 'sm', mb: 2 }}>
            {t('voice.reopenUntil', { until: formatIst(data.reopenUntil, locale) })}
          </Text>
          <TextForm
            call={reopening}
            label={t('voice.reopen')}
            fieldLabel={t('voice.reopenReason')}
            submit={t('voice.reopen')}
            busyText={t('voice.sending')}
            value={reason}
            onChange={setReason}
            multiline
            onSubmit={async () => {
              await reopening.run(async () => done(await reopen(complainNo, reason)), 'reason');
            }}
          />
        </Box>
      ) : null}
      {reopening.note ? <Text role="status">{reopening.note.text}</Text> : null}
      {data.status === 'Closed' ? (
        <Box as="section" aria-label={t('voice.rateTitle')}>
          <Heading as="h3" css={{ fontSize: 'md', mb: 2 }}>
            {t('voice.rateTitle')}
          </Heading>
          {data.rating ? (
            <Text css={{ mb: 2 }} data-testid="voice-rating">
              {t('voice.yourRating', { stars: data.rating.stars })}
            </Text>
          ) : null}
          <VoiceForm
            label={t('voice.rateTitle')}
            busy={rating.busy}
            submit={t('voice.rate')}
            busyText={t('voice.sending')}
            onSubmit={async () => {
              await rating.run(async () => done(await rate(complainNo, stars, comment)), 'stars');
            }}
          >
            <fieldset>
              <legend>{t('voice.stars')}</legend>
              <HStack gap={3} wrap="wrap" css={{ mt: 1 }}>
                {[1, 2, 3, 4, 5].map((n) => (
                  <label key={n}>
                    <input
                      type="radio"
                      name={`${complainNo}-stars`}
                      value={n}
                      checked={stars === n}
                      onChange={() => setStars(n)}
                    />{' '}
                    {t('voice.starsLabel', { n })}
                  </label>
                ))}
              </HStack>
              {rating.error ? (
                <Text css={{ color: 'red.700', fontSize: 'sm' }} role="alert">
                  {rating.error}
                </Text>
              ) : null}
            </fieldset>
            <TextField
              label={t('voice.comment')}
              value={comment}
              onChange={setComment}
              error={undefined}
              multiline
            />
          </VoiceForm>
          {rating.note ? <Text role="status">{rating.note.text}</Text> : null}
        </Box>
      ) : null}
    </Stack>
  );
}

const provedKey = (complainNo: string) => `voice-proved:${complainNo}`;

/** The panel: the code's two steps, then the conversation. */
export function VoicePanel({ complainNo }: { complainNo: string }) {
  const t = useT();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [data, setData] = useState<InvestorConversation | null>(null);
  const asking = useCall();
  const proving = useCall();
  // A capability still alive from earlier in this tab (its cookie is HttpOnly, so the tab keeps
  // when it ends): the conversation at once, without a refused call for every other visitor.
  useEffect(() => {
    let current = true;
    if (Date.parse(sessionStorage.getItem(provedKey(complainNo)) ?? '') > Date.now()) {
      fetchConversation(complainNo).then(
        (answer) => current && setData(answer.data),
        () => undefined,
      );
    }
    return () => {
      current = false;
    };
  }, [complainNo]);
  return (
    <Box
      as="section"
      aria-labelledby={`${complainNo}-voice`}
      css={{ mt: 5, pt: 4, borderTopWidth: '1px', borderColor: 'gray.200' }}
      data-testid="voice-panel"
    >
      <Heading as="h3" css={{ fontSize: 'lg', mb: 2 }} id={`${complainNo}-voice`}>
        {t('voice.title')}
      </Heading>
      {data ? (
        <Stack gap={3}>
          {proving.note ? (
            <Alert.Root status="success" variant="subtle">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{proving.note.text}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <Conversation complainNo={complainNo} data={data} onChange={setData} />
        </Stack>
      ) : (
        <Stack gap={3}>
          <Text css={{ fontSize: 'sm' }}>{t('voice.intro')}</Text>
          <Box aria-live="polite">
            {asking.note ? <Text role="status">{asking.note.text}</Text> : null}
            {asking.error ? (
              <Text role="alert" css={{ color: 'red.700' }}>
                {asking.error}
              </Text>
            ) : null}
          </Box>
          <Button
            type="button"
            css={{ colorPalette: 'brand', alignSelf: 'flex-start' }}
            variant={sent ? 'ghost' : 'outline'}
            loading={asking.busy}
            loadingText={t('voice.sending')}
            onClick={() =>
              void asking.run(async () => {
                const answer = await askCode(complainNo);
                setSent(true);
                return answer.message;
              })
            }
          >
            {sent ? t('voice.sendNewCode') : t('voice.sendCode')}
          </Button>
          {sent ? (
            <TextForm
              call={proving}
              label={t('voice.code')}
              submit={t('voice.confirm')}
              busyText={t('voice.confirming')}
              value={code}
              onChange={setCode}
              helper={t('voice.codeHelp')}
              inputMode="numeric"
              onSubmit={async () => {
                await proving.run(async () => {
                  const answer = await proveCode(complainNo, code.trim());
                  sessionStorage.setItem(provedKey(complainNo), answer.data.until);
                  setData((await fetchConversation(complainNo)).data);
                  return answer.message;
                }, 'code');
              }}
            />
          ) : null}
        </Stack>
      )}
    </Box>
  );
}
