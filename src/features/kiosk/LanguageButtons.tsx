import { Flex, chakra } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { languageAtom } from '../../i18n/atoms';
import { loadAllScriptFonts } from '../../i18n/fonts';
import { HTML_LANG, LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages';
import { useT } from '../../i18n/useT';
import { pressable } from './pressable';

/**
 * English, हिन्दी, ગુજરાતી: each named in its own script, large enough for a finger. The choice
 * holds for this visitor only (docs/architecture.md §5): every reset returns to the kiosk's default.
 */
export function LanguageButtons() {
  const [language, setLanguage] = useAtom(languageAtom);
  const t = useT();
  // Each button names its language in its own script.
  useEffect(() => {
    void loadAllScriptFonts();
  }, []);
  return (
    <Flex
      role="group"
      aria-label={t('kiosk.chooseLanguage')}
      gap={3}
      ms={{ base: 0, md: 'auto' }}
      wrap="wrap"
      data-testid="kiosk-languages"
    >
      {LANGUAGES.map((option) => {
        const chosen = option === language;
        return (
          <chakra.button
            key={option}
            type="button"
            lang={HTML_LANG[option]}
            aria-pressed={chosen}
            onClick={() => setLanguage(option)}
            // A height, not a min-height: the kiosk stylesheet's 48 px floor wins over Chakra's.
            h={{ base: '3.5rem', xl: '4rem' }}
            px={8}
            rounded="full"
            fontSize="2xl"
            fontWeight="semibold"
            borderWidth="3px"
            borderColor={chosen ? 'gold.400' : 'whiteAlpha.600'}
            bg={chosen ? 'gold.400' : 'transparent'}
            color={chosen ? 'brand.900' : 'white'}
            {...pressable}
            _active={{ transform: 'scale(0.97)' }}
          >
            {LANGUAGE_NAMES[option]}
          </chakra.button>
        );
      })}
    </Flex>
  );
}
