import type { SystemStyleObject } from '@chakra-ui/react';

/** Inputs, selects and text areas: white, a border visible on any screen, a clear red when invalid. */
export const controlStyle = {
  bg: 'white',
  borderColor: 'gray.400',
  _invalid: { borderColor: 'red.600', boxShadow: '0 0 0 1px var(--chakra-colors-red-600)' },
} satisfies SystemStyleObject;
