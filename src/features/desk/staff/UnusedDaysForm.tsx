import { Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { accessReviewSettingsSchema } from '../../../contract/deskSchemas';
import { saveUnusedDays } from '../shell/api';
import { DeskField } from '../shell/DeskField';
import { DeskForm } from '../shell/DeskForm';
import { useCheckedSubmit } from '../shell/useCheckedSubmit';

/** After how many days without a sign-in the access review flags an account (an admin's setting). */
export function UnusedDaysForm({
  days,
  onSaved,
}: {
  days: number;
  onSaved: (message: string) => void;
}) {
  const [value, setValue] = useState(String(days));
  const { errors, message, busy, submit } = useCheckedSubmit(
    accessReviewSettingsSchema,
    async ({ unusedDays }: { unusedDays: number }) => {
      const saved = await saveUnusedDays(unusedDays);
      onSaved(`Accounts unused for over ${saved.unusedDays} days are now flagged.`);
    },
  );
  return (
    <DeskForm
      label="Unused accounts"
      message={message}
      busy={busy}
      submitLabel="Save days"
      onSubmit={() => submit({ unusedDays: Number(value) })}
    >
      <Text fontSize="sm" color="gray.600">
        An enabled account with no sign-in for longer than this is flagged for disabling.
      </Text>
      <DeskField
        label="Days without a sign-in"
        error={errors.unusedDays}
        helper="A whole number, 7–365; 90 unless an admin changed it."
      >
        <Input inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value)} />
      </DeskField>
    </DeskForm>
  );
}
