/** Links that look like the page's buttons (a download and a route are links, not actions). */
export const actionLink = {
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'brand.700',
  borderWidth: '1px',
  borderColor: 'brand.200',
  rounded: 'md',
  px: 3,
  py: 1.5,
  _hover: { textDecoration: 'none', bg: 'brand.50' },
} as const;
