import { Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { escalationSettingsSchema } from '../../../contract/deskSchemas';
import { ESCALATION_DEFAULTS, type EscalationSettings } from '../../../contract/escalations';
import { fetchEscalationSettings, saveEscalationSettings } from './calendarApi';
import { DeskForm } from '../shell/DeskForm';
import { useCheckedSubmit } from '../shell/useCheckedSubmit';
import { InputField } from '../shell/FormFields';

type Texts = Record<keyof EscalationSettings, string>;

const FIELDS: { name: keyof EscalationSettings; label: string; helper: string }[] = [
  {
    name: 'complaintComplianceDays',
    label: "Complaint to the compliance officer's list on day",
    helper: `Of its 21 days; ${ESCALATION_DEFAULTS.complaintComplianceDays} unless changed.`,
  },
  {
    name: 'complaintRedDays',
    label: 'Complaint flagged red on day',
    helper: `Not before the day above; ${ESCALATION_DEFAULTS.complaintRedDays} unless changed.`,
  },
  {
    name: 'freezeLateMinutes',
    label: 'Freeze request escalated, minutes after its due time',
    helper: `Operations are alerted; ${ESCALATION_DEFAULTS.freezeLateMinutes} unless changed.`,
  },
];

const asTexts = (s: EscalationSettings): Texts => ({
  complaintComplianceDays: String(s.complaintComplianceDays),
  complaintRedDays: String(s.complaintRedDays),
  freezeLateMinutes: String(s.freezeLateMinutes),
});

const NOTE =
  'Each escalation is audited and alerted once. The complaint clock never pauses while the firm waits for the investor.';

/**
 * The escalation thresholds (docs/contract.md §11, Escalations): admins change them; everyone
 * else reads them.
 */
export function EscalationSettingsForm({
  canChange,
  onSaved,
}: {
  canChange: boolean;
  onSaved: (message: string) => void;
}) {
  const [texts, setTexts] = useState<Texts>(asTexts(ESCALATION_DEFAULTS));
  useEffect(() => {
    fetchEscalationSettings().then(
      (s) => setTexts(asTexts(s)),
      () => undefined,
    );
  }, []);
  const { errors, message, busy, submit } = useCheckedSubmit(
    escalationSettingsSchema,
    async (values: EscalationSettings) => {
      const saved = await saveEscalationSettings(values);
      setTexts(asTexts(saved));
      onSaved('The escalation thresholds are saved; the next sweep uses them.');
    },
  );
  const values = (): EscalationSettings => ({
    complaintComplianceDays: Number(texts.complaintComplianceDays),
    complaintRedDays: Number(texts.complaintRedDays),
    freezeLateMinutes: Number(texts.freezeLateMinutes),
  });
  if (!canChange)
    return (
      <Stack gap={3} layerStyle="card" p={5} aria-label="Escalations" role="region">
        <Heading as="h2" size="md" color="brand.800">
          Escalations
        </Heading>
        <Text fontSize="sm" color="gray.600">
          {NOTE} Only an admin changes these.
        </Text>
        {FIELDS.map(({ name, label }) => (
          <Text key={name} fontSize="sm">
            {label}: <strong>{texts[name]}</strong>
          </Text>
        ))}
      </Stack>
    );
  return (
    <DeskForm
      label="Escalations"
      message={message}
      busy={busy}
      submitLabel="Save escalations"
      onSubmit={() => submit(values())}
    >
      <Text fontSize="sm" color="gray.600">
        {NOTE}
      </Text>
      {FIELDS.map(({ name, label, helper }) => (
        <InputField
          key={name}
          label={label}
          error={errors[name]}
          helper={helper}
          inputMode="numeric"
          value={texts[name]}
          onValue={(value) => setTexts((t) => ({ ...t, [name]: value }))}
        />
      ))}
    </DeskForm>
  );
}
