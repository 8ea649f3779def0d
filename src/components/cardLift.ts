import { css } from '#styled-system/css';

/**
 * A card that follows a link rises under the pointer, as its `css` prop: it moves up 2 px as its
 * shadow deepens to `md` (the news cards) or `lg` (the gallery's albums, the home tiles).
 */
export const liftOnHover = {
  md: css.raw({
    transition: 'box-shadow 0.2s, transform 0.2s',
    _hover: { shadow: 'md', transform: 'translateY(-2px)' },
  }),
  lg: css.raw({
    transition: 'box-shadow 0.2s, transform 0.2s',
    _hover: { shadow: 'lg', transform: 'translateY(-2px)' },
  }),
};
