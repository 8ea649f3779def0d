// Chakra's Dialog (Ark's parts and aria, Chakra's defaults and slot recipe) on Panda's static CSS.
import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { createStyleContext } from '#styled-system/jsx';
import { dialog } from '#styled-system/recipes';
import { DialogActionTrigger } from './dialogActionTrigger';

const { withRootProvider, withContext } = createStyleContext(dialog);

/** A modal dialog, as Chakra's `Dialog`: mounted at first opening and unmounted once closed. */
export const Dialog = {
  Root: withRootProvider(ArkDialog.Root, {
    defaultProps: { unmountOnExit: true, lazyMount: true },
  }),
  Backdrop: withContext(ArkDialog.Backdrop, 'backdrop'),
  Positioner: withContext(ArkDialog.Positioner, 'positioner'),
  Content: withContext(ArkDialog.Content, 'content'),
  Header: withContext('div', 'header'),
  Title: withContext(ArkDialog.Title, 'title'),
  Description: withContext(ArkDialog.Description, 'description'),
  Body: withContext('div', 'body'),
  Footer: withContext('div', 'footer'),
  CloseTrigger: withContext(ArkDialog.CloseTrigger, 'closeTrigger'),
  ActionTrigger: DialogActionTrigger,
};
