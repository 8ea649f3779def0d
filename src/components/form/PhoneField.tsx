import { PHONE_DIGITS } from '../../contract/limits';
import type { FieldFrameProps } from './FieldFrame';
import { TextField } from './TextField';
import { useT } from '../../i18n/useT';

/** A mobile number: the phone's digit keypad, the browser's saved number, a plain-words hint. */
export function PhoneField({
  name,
  label,
  helperText,
  ...frame
}: Partial<FieldFrameProps> & { name: string }) {
  const t = useT();
  return (
    <TextField
      name={name}
      label={label ?? t('form.phone')}
      helperText={helperText ?? t('form.phoneHelp', { digits: PHONE_DIGITS })}
      // A text field: HTML allows the national number's autofill (tel-national) on no type="tel".
      type="text"
      inputMode="numeric"
      autoComplete="tel-national"
      {...frame}
    />
  );
}
