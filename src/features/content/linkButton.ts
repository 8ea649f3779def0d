import type { LinkProps } from '@chakra-ui/react';

// SmartLink renders a link (tel:, external, route); these make it read as a call to action while
// staying a real link, so it keeps working with a middle click, long press or the kiosk handler.
const base: LinkProps = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  minH: 12,
  px: 6,
  rounded: 'md',
  fontWeight: 'semibold',
  textDecoration: 'none',
  _hover: { textDecoration: 'none' },
};

export const primaryLinkButton: LinkProps = {
  ...base,
  bg: 'brand.solid',
  color: 'white',
  _hover: { ...base._hover, bg: 'brand.600' },
};

export const outlineLinkButton: LinkProps = {
  ...base,
  borderWidth: '2px',
  borderColor: 'brand.solid',
  color: 'brand.solid',
  _hover: { ...base._hover, bg: 'brand.50' },
};
