import { css } from '#styled-system/css';

// The site's one look for a link that reads as a button. SmartLink (and Chakra's Link) render a real
// link (tel:, external, route), so it keeps working with a middle click, a long press or the kiosk
// handler; these only dress it, as its `css` prop. Every variant is a touch target of at least 44 px.
// Panda writes their CSS here, where it reads them (css.raw).
const base = css.raw({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  minH: 12,
  px: 6,
  rounded: 'md',
  fontWeight: 'semibold',
  textDecoration: 'none',
  _hover: { textDecoration: 'none' },
});

export const linkButton = {
  /** The page's main action: solid navy. */
  primary: css.raw(base, {
    bg: 'brand.solid',
    color: 'white',
    _hover: { bg: 'brand.600' },
  }),
  /** A second action beside the main one. */
  outline: css.raw(base, {
    borderWidth: '2px',
    borderColor: 'brand.solid',
    color: 'brand.solid',
    _hover: { bg: 'brand.50' },
  }),
  /** One of a row of equal choices (grievance channels, ways to reach us): light and compact. */
  chip: css.raw(base, {
    px: 4,
    borderWidth: '1px',
    borderColor: 'brand.200',
    bg: 'white',
    color: 'brand.800',
    _hover: { bg: 'brand.50', borderColor: 'brand.400' },
  }),
};
