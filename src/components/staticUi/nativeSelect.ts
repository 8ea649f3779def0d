// Chakra's NativeSelect on Panda's static CSS (./nativeSelectParts.tsx), under Chakra's names.
import { NativeSelectField, NativeSelectIndicator, NativeSelectRoot } from './nativeSelectParts';

/** The platform's own select with the site's look, as Chakra's `NativeSelect`. */
export const NativeSelect = {
  Root: NativeSelectRoot,
  Field: NativeSelectField,
  Indicator: NativeSelectIndicator,
};
