import type { ButtonProps } from '@chakra-ui/react';

/** One look for a header menu trigger, before and after its dropdown code has loaded. */
export const navTriggerStyle = {
  variant: 'ghost',
  color: 'white',
  fontWeight: 'medium',
  fontSize: 'sm',
  px: 3,
  h: 12,
  rounded: 'none',
  borderWidth: '0 0 3px',
  _hover: { bg: 'brand.700' },
  _expanded: {
    bg: 'brand.700',
    borderColor: 'gold.400',
    '& svg': { transform: 'rotate(180deg)' },
  },
  css: { '& svg': { transition: 'transform 0.2s' } },
} satisfies ButtonProps;
