// Chakra's components the public pages use, on the static CSS Panda writes at build time
// (panda.config.ts): the same names, recipes and style props, without Chakra's runtime
// (docs/architecture.md §10).

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
export { Button, CloseButton, IconButton, type ButtonProps } from './button';
export { Clipboard } from './clipboard';
export { Heading, Link, RouteLink, Span, Spinner, Text, VisuallyHidden } from './elements';
