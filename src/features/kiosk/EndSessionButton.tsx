import { Button } from '@chakra-ui/react';
import { LuRotateCcw } from 'react-icons/lu';
import { kioskText } from '../../contract/kiosk';

/**
 * Always in reach: a visitor who is done clears the screen at once instead of trusting the idle
 * timer with what they typed.
 */
export function EndSessionButton({ onEnd }: { onEnd: () => void }) {
  return (
    <Button
      onClick={onEnd}
      position="fixed"
      left={6}
      bottom={6}
      zIndex="sticky"
      h={14}
      px={6}
      rounded="full"
      fontSize="md"
      fontWeight="semibold"
      bg="white"
      color="brand.800"
      borderWidth="2px"
      borderColor="brand.800"
      shadow="lg"
      _hover={{ bg: 'brand.50' }}
    >
      <LuRotateCcw aria-hidden="true" />
      {kioskText.endSession}
    </Button>
  );
}
