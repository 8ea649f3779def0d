import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

const Frame = chakra('iframe');

/**
 * Another site's page in a frame (the market ticker, the office map): loaded only when near view,
 * sending no referrer. The server's rendering of a page (docs/architecture.md §10) holds the
 * frame's room empty: that picture of the page must not load another site, which the app then
 * loads a second time.
 */
export function ExternalFrame({ src, ...props }: HTMLChakraProps<'iframe'> & { src: string }) {
  return (
    <Frame
      src={typeof window === 'undefined' ? undefined : src}
      loading="lazy"
      referrerPolicy="no-referrer"
      display="block"
      w="full"
      border="0"
      {...props}
    />
  );
}
