import type { FieldFrameProps } from './FieldFrame';
import { TextField } from './TextField';

/** An e-mail address: the e-mail keyboard (with @), the browser's saved address. */
export function EmailField({
  name,
  label = 'Email address',
  ...frame
}: Partial<FieldFrameProps> & { name: string }) {
  return (
    <TextField
      name={name}
      label={label}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      {...frame}
    />
  );
}
