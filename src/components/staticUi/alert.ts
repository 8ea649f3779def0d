// Chakra's Alert on Panda's static CSS (./alertParts.tsx), under Chakra's names.
import {
  AlertContent,
  AlertDescription,
  AlertIndicator,
  AlertRoot,
  AlertTitle,
} from './alertParts';

/** A message on a tinted panel with its status's icon, as Chakra's `Alert`. */
export const Alert = {
  Root: AlertRoot,
  Indicator: AlertIndicator,
  Content: AlertContent,
  Title: AlertTitle,
  Description: AlertDescription,
};
