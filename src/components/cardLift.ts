import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * A card that follows a link rises under the pointer: it moves up 2 px as its shadow deepens to
 * `shadow` (the news cards, the gallery's albums).
 */
export function liftOnHover(shadow: 'md' | 'lg') {
  return {
    transition: 'box-shadow 0.2s, transform 0.2s',
    _hover: { shadow, transform: 'translateY(-2px)' },
  } satisfies SystemStyleObject;
}
