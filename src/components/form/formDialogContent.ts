import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Content style of a form dialog sized `{ base: 'full', md: … }`: full screen on a phone (a form
 * needs the room), a centred panel from md up. Chakra's 'full' size sets a minimum height and
 * square corners that the md size does not undo, so they are undone here.
 */
export const formDialogContent = {
  minH: { base: '100dvh', md: 'auto' },
  borderRadius: { base: '0', md: 'l3' },
} satisfies SystemStyleObject;
