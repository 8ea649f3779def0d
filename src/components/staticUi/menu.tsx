// Chakra's Menu (Ark UI's menu parts and Chakra's slot recipe) on Panda's static CSS: the same
// parts, defaults and aria as Chakra's.
import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { createStyleContext } from '#styled-system/jsx';
import { menu } from '#styled-system/recipes';

const { withRootProvider, withContext } = createStyleContext(menu);

/** A dropdown menu of actions or links, as Chakra's `Menu`. */
export const Menu = {
  // Chakra mounts the content on first opening and unmounts it on closing.
  Root: withRootProvider(ArkMenu.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } }),
  Trigger: withContext(ArkMenu.Trigger, 'trigger'),
  Positioner: withContext(ArkMenu.Positioner, 'positioner'),
  Content: withContext(ArkMenu.Content, 'content'),
  Item: withContext(ArkMenu.Item, 'item'),
};
