import { styled } from '#styled-system/jsx';
import type { SystemStyleObject } from '#styled-system/types';
import { useAtom } from 'jotai';
import { useId } from 'react';
import { Glyph } from '../../components/siteIcons/Glyph';
import { languageAtom } from '../../i18n/atoms';
import { loadAllScriptFonts } from '../../i18n/fonts';
import { HTML_LANG, isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages';
import { useT } from '../../i18n/useT';
import { Box } from '../../components/staticUi';

/** The languages icon, and the word itself where showLabel asks for it (the mobile menu). */
const labelStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1.5,
  color: 'brand.800',
  fontSize: 'sm',
  fontWeight: 'semibold',
} satisfies SystemStyleObject;

/** The native select without its own arrow, room kept at the end for ours. */
const selectStyle = {
  appearance: 'none',
  h: 10,
  ps: 3,
  pe: 8,
  rounded: 'md',
  borderWidth: '1px',
  borderColor: 'gray.400',
  bg: 'white',
  color: 'gray.800',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { borderColor: 'brand.600' },
} satisfies SystemStyleObject;

/** Our arrow over the select's end; clicks go through it to the select. */
const chevronStyle = {
  position: 'absolute',
  insetEnd: 2.5,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: 'gray.600',
} satisfies SystemStyleObject;

/**
 * The language choice (docs/contract.md §2): English, हिन्दी, ગુજરાતી, each named in its own
 * script. A plain native select (no Chakra field code on a first visit), the platform's own picker (the easiest on a phone and by keyboard); the
 * two scripts' fonts load when the visitor reaches for it, not on every English visit.
 */
export function LanguageSelect({ showLabel = false }: { showLabel?: boolean }) {
  const [language, setLanguage] = useAtom(languageAtom);
  const t = useT();
  const id = useId();
  return (
    <Box css={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <styled.label htmlFor={id} css={labelStyle}>
        <Glyph name="languages" aria-hidden="true" />
        {/* Literals, which Panda reads (it cannot work out `!showLabel`). */}
        <Box as="span" css={{ srOnly: showLabel ? false : true }}>
          {t('language.label')}
        </Box>
      </styled.label>
      <Box css={{ position: 'relative' }}>
        <styled.select
          id={id}
          value={language}
          onChange={(event) => {
            if (isLanguage(event.target.value)) setLanguage(event.target.value);
          }}
          onPointerEnter={loadAllScriptFonts}
          onTouchStart={loadAllScriptFonts}
          onFocus={loadAllScriptFonts}
          css={selectStyle}
        >
          {LANGUAGES.map((option) => (
            <option key={option} value={option} lang={HTML_LANG[option]}>
              {LANGUAGE_NAMES[option]}
            </option>
          ))}
        </styled.select>
        <Box as="span" aria-hidden="true" css={chevronStyle}>
          <Glyph name="chevron-down" />
        </Box>
      </Box>
    </Box>
  );
}
