import { css } from '#styled-system/css';

/**
 * Inputs, selects and text areas, as their `css` prop (each is drawn at the large size, `xl`, easy
 * to tap): white, a border visible on any screen, a clear red when invalid. Panda writes its CSS
 * here, where it reads it (css.raw).
 */
export const controlLook = css.raw({
  bg: 'white',
  borderColor: 'gray.400',
  _invalid: { borderColor: 'red.600', boxShadow: '0 0 0 1px var(--chakra-colors-red-600)' },
});
