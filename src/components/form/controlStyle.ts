import type { SystemStyleObject } from '@chakra-ui/react';

/** White, a border visible on any screen, a clear red when invalid. */
const look = {
  bg: 'white',
  borderColor: 'gray.400',
  _invalid: { borderColor: 'red.600', boxShadow: '0 0 0 1px var(--chakra-colors-red-600)' },
} satisfies SystemStyleObject;

/** Inputs, selects and text areas: the large size, easy to tap, and one look. */
export const controlProps = { size: 'xl', ...look } as const;
