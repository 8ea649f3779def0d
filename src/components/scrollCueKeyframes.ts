// The table scroll cue's keyframes (scrollCue.ts). Its own module because Panda's config reads it
// (themeConfig.ts, panda.config.ts) before `panda codegen` has written `#styled-system`: nothing
// here may import the generated styles (panda.config.test.ts).

/** How far in from an edge the faded strip reaches. */
const SCROLL_CUE_FADE = '2.5rem';

/** The fade's keyframes: unregistered variables switch at once, half-way between two keyframes. */
export const scrollCueKeyframes = {
  '0%': { '--scroll-cue-start': '0px', '--scroll-cue-end': SCROLL_CUE_FADE },
  '1%': { '--scroll-cue-start': SCROLL_CUE_FADE, '--scroll-cue-end': SCROLL_CUE_FADE },
  '99%': { '--scroll-cue-start': SCROLL_CUE_FADE, '--scroll-cue-end': SCROLL_CUE_FADE },
  '100%': { '--scroll-cue-start': SCROLL_CUE_FADE, '--scroll-cue-end': '0px' },
};
