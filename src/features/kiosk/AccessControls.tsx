import { Flex, chakra, type SystemStyleObject } from '@chakra-ui/react';
import { useAtom, useAtomValue } from 'jotai';
import { LuContrast, LuVolume2 } from 'react-icons/lu';
import type { MessageKey } from '../../i18n/catalogs/en';
import { languageAtom } from '../../i18n/atoms';
import { INTL_LOCALE } from '../../i18n/languages';
import { useT } from '../../i18n/useT';
import { kioskHighContrastAtom, kioskTextSizeAtom, TEXT_SIZES, type TextSize } from './accessAtoms';
import { pressable } from './pressable';
import { canSpeak, screenReading, speak } from './readAloud';

/** Each size's button: its mark (larger as the size grows) and its name. */
const SIZE_BUTTONS: Record<TextSize, { mark: string; name: MessageKey; fontSize: string }> = {
  100: { mark: 'A', name: 'kiosk.textSize100', fontSize: 'lg' },
  130: { mark: 'A+', name: 'kiosk.textSize130', fontSize: 'xl' },
  160: { mark: 'A++', name: 'kiosk.textSize160', fontSize: '2xl' },
};

/** On the start screen's navy (`dark`) or the action bar's white (`light`). */
export type AccessTone = 'dark' | 'light';

/** A pill of at least 48 px (the kiosk's floor), its pressed state filled. */
const control = (tone: AccessTone, pressed: boolean): SystemStyleObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  h: 14,
  px: 5,
  rounded: 'full',
  fontWeight: 'semibold',
  borderWidth: '3px',
  ...(tone === 'dark'
    ? {
        borderColor: pressed ? 'gold.400' : 'whiteAlpha.600',
        bg: pressed ? 'gold.400' : 'transparent',
        color: pressed ? 'brand.900' : 'white',
      }
    : {
        borderColor: 'brand.800',
        bg: pressed ? 'brand.800' : 'white',
        color: pressed ? 'white' : 'brand.800',
      }),
  ...pressable,
  _active: { transform: 'scale(0.97)' },
});

/**
 * The kiosk's reading aids (docs/architecture.md §5): the text size (A, A+, A++), high contrast,
 * and "Listen", on the start screen and in the action bar. Size and contrast hold for the session.
 */
export function AccessControls({ tone }: { tone: AccessTone }) {
  const t = useT();
  const [size, setSize] = useAtom(kioskTextSizeAtom);
  const [highContrast, setHighContrast] = useAtom(kioskHighContrastAtom);
  const language = useAtomValue(languageAtom);
  return (
    <Flex
      role="group"
      aria-label={t('kiosk.readingAids')}
      gap={3}
      wrap="wrap"
      align="center"
      // Its buttons line up as its container lines up its own.
      justify="inherit"
      data-testid="kiosk-access"
    >
      <Flex role="group" aria-label={t('kiosk.textSize')} gap={2}>
        {TEXT_SIZES.map((option) => (
          <chakra.button
            key={option}
            type="button"
            aria-label={t(SIZE_BUTTONS[option].name)}
            aria-pressed={size === option}
            onClick={() => setSize(option)}
            {...control(tone, size === option)}
            fontSize={SIZE_BUTTONS[option].fontSize}
            minW={14}
            justifyContent="center"
          >
            {SIZE_BUTTONS[option].mark}
          </chakra.button>
        ))}
      </Flex>
      <chakra.button
        type="button"
        aria-pressed={highContrast}
        onClick={() => setHighContrast(!highContrast)}
        {...control(tone, highContrast)}
        fontSize="lg"
      >
        <LuContrast aria-hidden="true" />
        {t('kiosk.highContrast')}
      </chakra.button>
      {canSpeak() ? (
        <chakra.button
          type="button"
          onClick={() => speak(screenReading(), INTL_LOCALE[language])}
          // The focus stays on the field being read (as the on-screen keyboard's keys leave it).
          onMouseDown={(event) => event.preventDefault()}
          {...control(tone, false)}
          fontSize="lg"
        >
          <LuVolume2 aria-hidden="true" />
          {t('kiosk.listen')}
        </chakra.button>
      ) : null}
    </Flex>
  );
}
