import type { ButtonProps } from '@chakra-ui/react';

/** The shape of the action bar's buttons: large pills, easy to hit for a visitor standing. */
export const barButton = {
  h: 16,
  px: 8,
  rounded: 'full',
  fontSize: 'lg',
  fontWeight: 'semibold',
} as const satisfies ButtonProps;
