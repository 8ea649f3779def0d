import { accessReviewSettingsSchema } from '../../../contract/deskSchemas';
import { saveUnusedDays } from '../shell/api';
import { SettingForm } from '../shell/SettingForm';

const saveDays = async (unusedDays: number) => {
  const saved = await saveUnusedDays(unusedDays);
  return {
    shown: String(saved.unusedDays),
    message: `Accounts unused for over ${saved.unusedDays} days are now flagged.`,
  };
};

/** After how many days without a sign-in the access review flags an account (an admin's setting). */
export function UnusedDaysForm({
  days,
  onSaved,
}: {
  days: number;
  onSaved: (message: string) => void;
}) {
  return (
    <SettingForm
      label="Unused accounts"
      submitLabel="Save days"
      note="An enabled account with no sign-in for longer than this is flagged for disabling."
      schema={accessReviewSettingsSchema}
      name="unusedDays"
      field={{
        label: 'Days without a sign-in',
        helper: 'A whole number, 7–365; 90 unless an admin changed it.',
        inputMode: 'numeric',
      }}
      initial={String(days)}
      parse={Number}
      save={saveDays}
      onSaved={onSaved}
    />
  );
}
