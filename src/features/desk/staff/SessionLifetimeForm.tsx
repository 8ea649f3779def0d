import { accessSettingsSchema } from '../../../contract/deskSchemas';
import { fetchAccessSettings, saveAccessSettings } from '../shell/api';
import { SettingForm } from '../shell/SettingForm';

const loadHours = () => fetchAccessSettings().then((s) => String(s.sessionLifetimeHours));

const saveHours = async (sessionLifetimeHours: number) => {
  const saved = await saveAccessSettings({ sessionLifetimeHours });
  return {
    shown: String(saved.sessionLifetimeHours),
    message: `Sessions now end ${saved.sessionLifetimeHours} hours after sign-in.`,
  };
};

/** The absolute session lifetime, an admin's setting (docs/contract.md §11, Access settings). */
export function SessionLifetimeForm({ onSaved }: { onSaved: (message: string) => void }) {
  return (
    <SettingForm
      label="Session lifetime"
      submitLabel="Save session lifetime"
      note="However busy, a session ends this many hours after its sign-in."
      schema={accessSettingsSchema}
      name="sessionLifetimeHours"
      field={{
        label: 'Hours',
        helper: 'A whole number, 1–72; 12 unless an admin changed it.',
        inputMode: 'numeric',
      }}
      load={loadHours}
      parse={Number}
      save={saveHours}
      onSaved={onSaved}
    />
  );
}
