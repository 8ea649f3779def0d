// Chakra's Tag (its parts and slot recipe) on Panda's static CSS.
import { createStyleContext } from '#styled-system/jsx';
import { tag } from '#styled-system/recipes';

const { withProvider, withContext } = createStyleContext(tag);

/** A small label (a news story's topic), as Chakra's `Tag`. */
export const Tag = {
  Root: withProvider('div', 'root'),
  Label: withContext('span', 'label'),
};
