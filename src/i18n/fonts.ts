// Noto Sans for the Devanagari and Gujarati scripts, self-hosted and subset to the script
// (docs/architecture.md §9). The @font-face rules arrive only when a language in that script is on
// screen, so English visitors download neither; the browser then fetches only the weights it draws.
import type { Language } from './languages';

const fonts: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  hi: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-500.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-600.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
    ]),
  gu: () =>
    Promise.all([
      import('@fontsource/noto-sans-gujarati/gujarati-400.css'),
      import('@fontsource/noto-sans-gujarati/gujarati-500.css'),
      import('@fontsource/noto-sans-gujarati/gujarati-600.css'),
      import('@fontsource/noto-sans-gujarati/gujarati-700.css'),
    ]),
};

export function loadScriptFont(language: Exclude<Language, 'en'>): Promise<unknown> {
  return fonts[language]();
}

/** Both scripts' fonts, for the language menu, which names every language in its own script. */
export const loadAllScriptFonts = () => Promise.all([loadScriptFont('hi'), loadScriptFont('gu')]);
