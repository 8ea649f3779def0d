import { useAtomValue } from 'jotai';
import { useField } from 'react-final-form';
import type { WithdrawalInput, withdrawalSchema } from '../../contract/schemas';
import { fieldsFor } from '../../components/form/fieldsFor';
import { contractSchema, useValidation } from '../../components/form/useValidation';
import { languageAtom } from '../../i18n/atoms';
import { useT } from '../../i18n/useT';
import { formatMoney } from '../../lib/format';

const { TextField } = fieldsFor<WithdrawalInput>();

/** The typed amount in rupees when the schema accepts it (its own rule, not a second one). */
function validAmount(schema: typeof withdrawalSchema, typed: string): number | undefined {
  try {
    return schema.validateSyncAt('withdraw', { withdraw: typed }) as number;
  } catch {
    return undefined;
  }
}

/**
 * The amount to withdraw, typed as plain rupees (25000); once it is a valid amount, the help text
 * reads it back in the Indian style of the visitor's language (₹25,00,000, docs/contract.md §5a), so
 * a missing or extra zero shows before the request is sent.
 */
export function AmountField() {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const { input } = useField<string>('withdraw', { subscription: { value: true } });
  // Until the schema has loaded (the form's first touch: useValidation), the help text asks for the amount.
  const schema = useValidation(contractSchema('withdrawalSchema'))?.schema;
  const amount = schema ? validAmount(schema, input.value) : undefined;
  return (
    <TextField
      name="withdraw"
      label={t('withdrawal.amount')}
      required
      inputMode="decimal"
      autoComplete="off"
      helperText={
        amount === undefined
          ? t('withdrawal.amountHelp')
          : t('withdrawal.amountEcho', { amount: formatMoney(amount, language) })
      }
    />
  );
}
