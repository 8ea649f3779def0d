import type { SystemStyleObject } from '#styled-system/types';

/**
 * A caller's `css` prop as a list, to follow a piece's own styles in its `css={[{…}, ...cssList(css)]}`
 * (later entries win): the site's pieces take no style props, only `css` (panda.config.ts,
 * `jsxStyleProps`), and a caller's `css` spread after the piece's own would replace it whole.
 */
export function cssList(
  css: SystemStyleObject | SystemStyleObject[] | undefined,
): SystemStyleObject[] {
  if (css === undefined) return [];
  return Array.isArray(css) ? css : [css];
}
