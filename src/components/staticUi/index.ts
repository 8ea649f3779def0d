// Chakra's components the public pages use, on the static CSS Panda writes at build time
// (panda.config.ts): the same names, recipes and style props, without Chakra's runtime
// (docs/architecture.md §10).
import { styled } from '#styled-system/jsx';
import { Link as RouterLink } from 'react-router-dom';
import { heading, link, spinner } from '#styled-system/recipes';

export {
  Box,
  Center,
  Container,
  Flex,
  Grid,
  HStack,
  Image,
  SimpleGrid,
  Stack,
  VStack,
  Wrap,
} from '#styled-system/jsx';
export { Breadcrumb } from './breadcrumb';
export { Icon } from './icon';

/** A paragraph, as Chakra's `Text`. */
export const Text = styled('p');
/** A span, as Chakra's `Span`. */
export const Span = styled('span');
/** A link to another site or a file, as Chakra's `Link`. */
export const Link = styled('a', link);
/** A link to a page of the site, as Chakra's `Link` around the router's. */
export const RouteLink = styled(RouterLink, link);
/** A heading, `h2` unless `as` says otherwise, as Chakra's `Heading`. */
export const Heading = styled('h2', heading);
/** A turning ring, as Chakra's `Spinner`. */
export const Spinner = styled('span', spinner);
