import type { SystemStyleObject } from '@chakra-ui/react';

/** The start screen's buttons answer a finger: each eases into its pressed look (`_active`). */
export const pressable = {
  cursor: 'pointer',
  transition: 'transform 120ms ease, background 120ms ease',
} satisfies SystemStyleObject;
