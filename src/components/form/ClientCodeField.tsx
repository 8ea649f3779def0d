import { useT } from '../../i18n/useT';
import { codeInput } from './codeInput';
import { TextField } from './TextField';

/**
 * The client's code as printed on the contract note, which a request about a trading account
 * (withdrawal, freeze) starts with. `T` is the form's schema input, so `name` is checked like
 * the fields of `fieldsFor<T>()`.
 */
export function ClientCodeField<T extends object>({ name }: { name: keyof T & string }) {
  const t = useT();
  return (
    <TextField
      name={name}
      label={t('form.clientCode')}
      required
      {...codeInput}
      helperText={t('form.clientCodeHelp')}
    />
  );
}
