// Chakra's components the public pages use, drawn with the static CSS Panda writes at build time
// (panda.config.ts): the same recipes and props, without Chakra's runtime (docs/architecture.md §10).
import { styled } from '#styled-system/jsx';
import { spinner } from '#styled-system/recipes';

export { Box, Center, VStack } from '#styled-system/jsx';

/** A paragraph, as Chakra's `Text`. */
export const Text = styled('p');
/** A turning ring, as Chakra's `Spinner`. */
export const Spinner = styled('span', spinner);
