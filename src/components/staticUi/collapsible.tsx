// Chakra's Collapsible (Ark UI's collapsible parts and Chakra's slot recipe) on Panda's static
// CSS: the same parts, defaults and aria as Chakra's.
import { Collapsible as ArkCollapsible } from '@ark-ui/react/collapsible';
import { createStyleContext } from '#styled-system/jsx';
import { collapsible } from '#styled-system/recipes';

const { withProvider, withContext } = createStyleContext(collapsible);

/** A section its trigger shows and hides, as Chakra's `Collapsible`. */
export const Collapsible = {
  Root: withProvider(ArkCollapsible.Root, 'root'),
  Trigger: withContext(ArkCollapsible.Trigger, 'trigger'),
  Content: withContext(ArkCollapsible.Content, 'content'),
};
