import { css } from '#styled-system/css';

/**
 * A table wider than its box fades out at the edge where more of it lies, so a phone's visitor sees
 * that it scrolls sideways instead of reading a cut table as whole (issue 38; docs/architecture.md §4).
 * Plain CSS, for every table alike (the site data's, the downloads', the rich text's): the box's
 * own scroll position drives the fade (a scroll-driven animation of `scrollCue`, themeConfig.ts),
 * at the start the far edge fades, at the end the near one, in between both. A box that does not
 * scroll has no scroll timeline, so the animation sets nothing, the gradient's variables are unset
 * and the box has no mask at all. A browser without scroll-driven animations shows the table as
 * before. A keyboard user's focus ring lies outside the box, where a mask would cut it away: the
 * focused box drops its fade.
 */
const cue = {
  '@supports (animation-timeline: scroll())': {
    maskImage: `linear-gradient(to right, transparent, black var(--scroll-cue-start), black calc(100% - var(--scroll-cue-end)), transparent)`,
    animationName: 'scrollCue',
    // A scroll-driven animation spreads its duration over the whole scroll range.
    animationDuration: '1ms',
    animationTimingFunction: 'linear',
    animationFillMode: 'both',
    animationTimeline: 'scroll(self inline)',
    _focusVisible: { maskImage: 'none' },
  },
};

// Written out here, where Panda reads them: a scroll area's own style, and the rich text's tables.
/** The fade on a scrolling box (the table scroll area). */
export const sidewaysScrollCue = css.raw(cue);
/** The fade on every table of a rich text, each its own scrolling box (richTextCss). */
export const tablesScrollCue = css.raw({ '& table': cue });
