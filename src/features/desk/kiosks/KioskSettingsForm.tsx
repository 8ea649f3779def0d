import { Field, Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import {
  DEFAULT_SETTINGS_TARGET,
  KIOSK_NOTICES_MAX,
  kioskSettingsSchema,
  type KioskList,
  type KioskSettings,
} from '../../../contract/kioskFleet';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../i18n/languages';
import { saveKioskSettings } from '../shell/api';
import { DeskField } from '../shell/DeskField';
import { DeskForm } from '../shell/DeskForm';
import { useCheckedSubmit } from '../shell/useCheckedSubmit';

interface Draft {
  idleSeconds: string;
  countdownSeconds: string;
  branchName: string;
  notices: string;
  language: string;
}

const draftOf = (s: KioskSettings | null): Draft => ({
  idleSeconds: s?.idleSeconds?.toString() ?? '',
  countdownSeconds: s?.countdownSeconds?.toString() ?? '',
  branchName: s?.branchName ?? '',
  notices: (s?.notices ?? []).join('\n'),
  language: s?.language ?? '',
});

/** The desk is in English: each language by its English name, then in its own script. */
const LANGUAGE_OPTIONS: Record<Language, string> = {
  en: 'English',
  hi: `Hindi (${LANGUAGE_NAMES.hi})`,
  gu: `Gujarati (${LANGUAGE_NAMES.gu})`,
};

/** Blank fields are unset (the kiosk keeps its own value); notices are one a line. */
function settingsOf(draft: Draft): KioskSettings {
  const settings: KioskSettings = {};
  const number = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));
  const idle = number(draft.idleSeconds);
  const countdown = number(draft.countdownSeconds);
  if (idle !== undefined) settings.idleSeconds = idle;
  if (countdown !== undefined) settings.countdownSeconds = countdown;
  if (draft.branchName.trim()) settings.branchName = draft.branchName.trim();
  const notices = draft.notices
    .split('\n')
    .map((n) => n.trim())
    .filter(Boolean);
  if (notices.length > 0) settings.notices = notices;
  if (isLanguage(draft.language)) settings.language = draft.language;
  return settings;
}

/**
 * Head office's kiosk settings (docs/contract.md §14), for all kiosks or one: what is left blank
 * keeps the default (or the kiosk's own kiosk.json). Kiosks pick a change up at their next reset.
 */
export function KioskSettingsForm({
  list,
  onSaved,
}: {
  list: KioskList;
  onSaved: (message: string) => void;
}) {
  const [target, setTarget] = useState(DEFAULT_SETTINGS_TARGET);
  const [draft, setDraft] = useState<Draft>(() => draftOf(list.defaults));
  const edit = (key: keyof Draft) => (e: { currentTarget: { value: string } }) => {
    const { value } = e.currentTarget;
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const targetName =
    target === DEFAULT_SETTINGS_TARGET
      ? 'all kiosks'
      : (list.data.find((k) => k.kioskId === target)?.branchName ?? target);
  const { errors, message, busy, submit, clear } = useCheckedSubmit(
    kioskSettingsSchema,
    async (settings: KioskSettings) => {
      await saveKioskSettings(target, settings);
      onSaved(`Settings for ${targetName} saved. Kiosks use them from their next reset.`);
    },
  );
  const choose = (next: string) => {
    setTarget(next);
    clear();
    setDraft(
      draftOf(
        next === DEFAULT_SETTINGS_TARGET
          ? list.defaults
          : (list.data.find((k) => k.kioskId === next)?.settings ?? null),
      ),
    );
  };

  return (
    <DeskForm
      label="Kiosk settings"
      message={message}
      busy={busy}
      submitLabel={`Save settings for ${targetName}`}
      onSubmit={() => submit(settingsOf(draft))}
      maxW={{ base: '44rem', '2xl': 'none' }}
    >
      <Field.Root>
        <Field.Label>Apply to</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={target} onChange={(e) => choose(e.currentTarget.value)}>
            <option value={DEFAULT_SETTINGS_TARGET}>All kiosks (default)</option>
            {list.data.map((k) => (
              <option key={k.kioskId} value={k.kioskId}>
                {k.branchName} ({k.kioskId.slice(0, 10)}…)
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>
          A kiosk&apos;s own settings win over the default, field by field.
        </Field.HelperText>
      </Field.Root>
      <SimpleGrid columns={2} gap={4}>
        <DeskField
          label="Idle time (seconds)"
          error={errors.idleSeconds}
          helper="5–3600; blank: unchanged"
        >
          <Input inputMode="numeric" value={draft.idleSeconds} onChange={edit('idleSeconds')} />
        </DeskField>
        <DeskField
          label="Countdown (seconds)"
          error={errors.countdownSeconds}
          helper="3–3600; blank: unchanged"
        >
          <Input
            inputMode="numeric"
            value={draft.countdownSeconds}
            onChange={edit('countdownSeconds')}
          />
        </DeskField>
      </SimpleGrid>
      <DeskField
        label="Branch name"
        error={errors.branchName}
        helper="Shown in the kiosk's footer and on its receipts"
      >
        <Input value={draft.branchName} onChange={edit('branchName')} autoComplete="off" />
      </DeskField>
      <DeskField
        label="Default language"
        error={errors.language}
        helper="Each visitor starts in it, and every reset returns to it; blank: unchanged"
      >
        <NativeSelect.Root>
          <NativeSelect.Field value={draft.language} onChange={edit('language')}>
            <option value="">Unchanged (English unless kiosk.json says otherwise)</option>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_OPTIONS[language]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </DeskField>
      <DeskField
        label="Start-screen notices"
        error={
          errors.notices ?? Object.entries(errors).find(([k]) => k.startsWith('notices['))?.[1]
        }
        helper={`One a line, at most ${KIOSK_NOTICES_MAX}`}
      >
        <Textarea rows={4} value={draft.notices} onChange={edit('notices')} />
      </DeskField>
    </DeskForm>
  );
}
