// Chakra's LinkBox and LinkOverlay on Panda's static CSS: a card whose one link covers the whole of
// it, so the card is clicked anywhere while a screen reader hears the link once.
import { ark } from '@ark-ui/react/factory';
import { styled } from '#styled-system/jsx';

/** A box that its LinkOverlay makes a link as a whole, as Chakra's `LinkBox`. */
export const LinkBox = styled(
  'div',
  {
    base: {
      position: 'relative',
      // The box's other links and abbreviations stay above the overlay, to be clicked.
      '& a[href]:not(.chakra-linkbox__overlay), abbr[title]': { position: 'relative', zIndex: 1 },
    },
  },
  { defaultProps: { className: 'chakra-linkbox' } },
);

/** The link whose box covers its LinkBox, as Chakra's `LinkOverlay` (`asChild` for the router's). */
export const LinkOverlay = styled(
  ark.a,
  {
    base: {
      position: 'static',
      '&::before': {
        content: "''",
        cursor: 'inherit',
        display: 'block',
        position: 'absolute',
        top: 0,
        left: 0,
        zIndex: 0,
        width: '100%',
        height: '100%',
      },
    },
  },
  { defaultProps: { className: 'chakra-linkbox__overlay' } },
);
