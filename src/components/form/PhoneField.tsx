import { PHONE_DIGITS } from '../../contract/limits';
import type { FieldFrameProps } from './FieldFrame';
import { TextField } from './TextField';

/** A mobile number: the phone's digit keypad, the browser's saved number, a plain-words hint. */
export function PhoneField({
  name,
  label = 'Mobile number',
  helperText = `${PHONE_DIGITS}-digit mobile number, without +91 or 0`,
  ...frame
}: Partial<FieldFrameProps> & { name: string }) {
  return (
    <TextField
      name={name}
      label={label}
      helperText={helperText}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      {...frame}
    />
  );
}
