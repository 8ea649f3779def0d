import { Button } from '@chakra-ui/react';
import { LuRotateCcw } from 'react-icons/lu';
import { useT } from '../../i18n/useT';
import { barButton } from './barButton';

/**
 * Always in reach (in the kiosk's action bar): a visitor who is done clears the screen at once
 * instead of trusting the idle timer with what they typed.
 */
export function EndSessionButton({ onEnd }: { onEnd: () => void }) {
  const t = useT();
  return (
    <Button
      onClick={onEnd}
      {...barButton}
      bg="white"
      color="brand.800"
      borderWidth="2px"
      borderColor="brand.800"
      _hover={{ bg: 'brand.50' }}
    >
      <LuRotateCcw aria-hidden="true" />
      {t('kiosk.endSession')}
    </Button>
  );
}
