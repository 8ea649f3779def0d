// Chakra's Accordion (Ark UI's accordion parts and Chakra's slot recipe) on Panda's static CSS:
// the same parts, defaults and aria as Chakra's.
import { Accordion as ArkAccordion } from '@ark-ui/react/accordion';
import { createStyleContext } from '#styled-system/jsx';
import { accordion } from '#styled-system/recipes';

const { withProvider, withContext } = createStyleContext(accordion);

/** Chakra's chevron, turned by the recipe while its item is open. */
const chevronDown = (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="m6 9 6 6 6-6" />
  </svg>
);

/** Sections that open and close under their titles, as Chakra's `Accordion`. */
export const Accordion = {
  Root: withProvider(ArkAccordion.Root, 'root'),
  Item: withContext(ArkAccordion.Item, 'item'),
  ItemTrigger: withContext(ArkAccordion.ItemTrigger, 'itemTrigger'),
  ItemIndicator: withContext(ArkAccordion.ItemIndicator, 'itemIndicator', {
    defaultProps: { children: chevronDown },
  }),
  ItemContent: withContext(ArkAccordion.ItemContent, 'itemContent'),
  ItemBody: withContext('div', 'itemBody'),
};
