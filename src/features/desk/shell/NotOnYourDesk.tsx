import { Text } from '@chakra-ui/react';

/** A desk URL the person's roles do not open: said plainly, without hinting at what is there. */
export function NotOnYourDesk() {
  return (
    <Text role="status" color="gray.600" py={16} textAlign="center">
      This page is not on your desk.
    </Text>
  );
}
