// Chakra's Collapsible on Panda's static CSS: Chakra's slot recipe on the parts of
// ./collapsibleParts.tsx, under Chakra's names.
import { createStyleContext } from '#styled-system/jsx';
import { collapsible } from '#styled-system/recipes';
import { CollapsibleContent, CollapsibleRoot, CollapsibleTrigger } from './collapsibleParts';

const { withProvider, withContext } = createStyleContext(collapsible);

/** A section its trigger shows and hides, as Chakra's `Collapsible`. */
export const Collapsible = {
  Root: withProvider(CollapsibleRoot, 'root'),
  Trigger: withContext(CollapsibleTrigger, 'trigger'),
  Content: withContext(CollapsibleContent, 'content'),
};
