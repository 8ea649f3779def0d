// Chakra's Drawer (Ark UI's dialog parts and Chakra's drawer slot recipe) on Panda's static CSS:
// the same parts, defaults and aria as Chakra's.
import { Dialog } from '@ark-ui/react/dialog';
import { createStyleContext } from '#styled-system/jsx';
import { drawer } from '#styled-system/recipes';

const { withRootProvider, withContext } = createStyleContext(drawer);

/** A panel that slides in from an edge of the screen, as Chakra's `Drawer`. */
export const Drawer = {
  // Chakra mounts the content on first opening and unmounts it on closing.
  Root: withRootProvider(Dialog.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } }),
  Backdrop: withContext(Dialog.Backdrop, 'backdrop'),
  Positioner: withContext(Dialog.Positioner, 'positioner'),
  Content: withContext(Dialog.Content, 'content'),
  Header: withContext('div', 'header'),
  Title: withContext(Dialog.Title, 'title'),
  CloseTrigger: withContext(Dialog.CloseTrigger, 'closeTrigger'),
  Body: withContext('div', 'body'),
};
