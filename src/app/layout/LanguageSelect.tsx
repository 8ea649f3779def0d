import { Box, chakra, NativeSelect } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { useId } from 'react';
import { LuLanguages } from 'react-icons/lu';
import { languageAtom } from '../../i18n/atoms';
import { loadAllScriptFonts } from '../../i18n/fonts';
import { HTML_LANG, isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages';
import { useT } from '../../i18n/useT';

/**
 * The language choice (docs/contract.md §2): English, हिन्दी, ગુજરાતી, each named in its own
 * script. A native select, the platform's own picker (the easiest on a phone and by keyboard); the
 * two scripts' fonts load when the visitor reaches for it, not on every English visit.
 */
export function LanguageSelect({ showLabel = false }: { showLabel?: boolean }) {
  const [language, setLanguage] = useAtom(languageAtom);
  const t = useT();
  const id = useId();
  return (
    <Box display="flex" alignItems="center" gap={2}>
      <chakra.label
        htmlFor={id}
        display="inline-flex"
        alignItems="center"
        gap={1.5}
        color="brand.800"
        fontSize="sm"
        fontWeight="semibold"
      >
        <LuLanguages aria-hidden="true" />
        <Box as="span" srOnly={!showLabel}>
          {t('language.label')}
        </Box>
      </chakra.label>
      <NativeSelect.Root size="md" width="auto">
        <NativeSelect.Field
          id={id}
          value={language}
          onChange={(event) => {
            if (isLanguage(event.target.value)) setLanguage(event.target.value);
          }}
          onPointerEnter={loadAllScriptFonts}
          onTouchStart={loadAllScriptFonts}
          onFocus={loadAllScriptFonts}
          borderColor="gray.400"
          bg="white"
          fontSize="sm"
          ps={3}
          pe={8}
        >
          {LANGUAGES.map((option) => (
            <option key={option} value={option} lang={HTML_LANG[option]}>
              {LANGUAGE_NAMES[option]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}
