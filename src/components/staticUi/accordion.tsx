// Chakra's Accordion (Ark UI's accordion parts and Chakra's slot recipe) on Panda's static CSS:
// the same parts, defaults and aria as Chakra's.
import { Accordion as ArkAccordion } from '@ark-ui/react/accordion';
import { createStyleContext } from '#styled-system/jsx';
import { accordion } from '#styled-system/recipes';
import { ChevronDown } from './chevrons';

const { withProvider, withContext } = createStyleContext(accordion);

/** Sections that open and close under their titles, as Chakra's `Accordion`. */
export const Accordion = {
  Root: withProvider(ArkAccordion.Root, 'root'),
  Item: withContext(ArkAccordion.Item, 'item'),
  ItemTrigger: withContext(ArkAccordion.ItemTrigger, 'itemTrigger'),
  ItemIndicator: withContext(ArkAccordion.ItemIndicator, 'itemIndicator', {
    defaultProps: { children: <ChevronDown /> },
  }),
  ItemContent: withContext(ArkAccordion.ItemContent, 'itemContent'),
  ItemBody: withContext('div', 'itemBody'),
};
