import type { ComponentProps } from 'react';
import { NativeSelect } from './staticUi/nativeSelect';

type FieldProps = ComponentProps<typeof NativeSelect.Field>;

/**
 * A native select over a list of plain options: the platform's own picker, the easiest on a
 * touch screen, with a screen reader and at the kiosk. `blank` is a first option with the empty
 * value ("All statuses"); `label` words an option whose value is a code (a month, a key). Its
 * callers' sizes are written by Panda from panda.config.ts's `staticCss` (it hands `size` on).
 */
export function OptionSelect({
  options,
  blank,
  label = (option) => option,
  size,
  ...field
}: Omit<FieldProps, 'size'> & {
  options: readonly string[];
  blank?: string;
  label?: (option: string) => string;
  size?: ComponentProps<typeof NativeSelect.Root>['size'];
}) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field {...field}>
        {blank === undefined ? null : <option value="">{blank}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {label(option)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
