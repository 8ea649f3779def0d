// Chakra's components the public pages use, on the static CSS Panda writes at build time
// (panda.config.ts): the same names, recipes and style props, without Chakra's runtime
// (docs/architecture.md §10).
import { styled } from '#styled-system/jsx';
import { heading, spinner } from '#styled-system/recipes';

export { Box, Center, Container, Flex, HStack, Stack, VStack } from '#styled-system/jsx';
export { Breadcrumb } from './breadcrumb';
export { Icon } from './icon';

/** A paragraph, as Chakra's `Text`. */
export const Text = styled('p');
/** A heading, `h2` unless `as` says otherwise, as Chakra's `Heading`. */
export const Heading = styled('h2', heading);
/** A turning ring, as Chakra's `Spinner`. */
export const Spinner = styled('span', spinner);
