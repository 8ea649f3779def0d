import type { FieldFrameProps } from './FieldFrame';
import { TextField } from './TextField';
import { useT } from '../../i18n/useT';

/** An e-mail address: the e-mail keyboard (with @), the browser's saved address. */
export function EmailField({ name, label, ...frame }: Partial<FieldFrameProps> & { name: string }) {
  const t = useT();
  return (
    <TextField
      name={name}
      label={label ?? t('form.email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      {...frame}
    />
  );
}
