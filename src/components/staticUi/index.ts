// Chakra's components the public pages use, on the static CSS Panda writes at build time
// (panda.config.ts): the same names, recipes and style props, without Chakra's runtime
// (docs/architecture.md §4).

export {
  AspectRatio,
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
export { Heading, Link, RouteLink, Span, Spinner, Text, VisuallyHidden } from './elements';
export { Collapsible } from './collapsible';
export { LinkBox, LinkOverlay } from './linkBox';
export { Table } from './table';
export { Tag } from './tag';
// Not here: the compound pieces on Ark UI that wait for a visitor's reach (Accordion, Clipboard,
// Dialog, Drawer, Menu, Portal), each imported from its own module. A bundle places a module by
// what imports it, not by what is used: exported here, Ark's code for them went into every page's
// first visit instead of the chunks that use them.
export { cssList } from './cssList';
