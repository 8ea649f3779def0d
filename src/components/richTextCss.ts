import { css } from '#styled-system/css';
import { tablesScrollCue } from './scrollCue';

/**
 * The rich-text look, shared with the content desk's editor so editing looks like the page. Panda
 * writes its CSS here, where it reads it (css.raw); Chakra's runtime draws the desk's copy.
 */
export const richTextCss = css.raw(
  {
    lineHeight: '1.75',
    color: 'gray.700',
    '& h2': {
      fontSize: { base: 'xl', md: '2xl' },
      fontWeight: 'semibold',
      color: 'brand.800',
      mt: 8,
      mb: 3,
    },
    '& h3': {
      fontSize: { base: 'lg', md: 'xl' },
      fontWeight: 'semibold',
      color: 'brand.700',
      mt: 6,
      mb: 2,
    },
    '& h2:first-of-type': { mt: 0 },
    '& p': { mb: 4 },
    '& ul, & ol': { ps: 6, mb: 4 },
    '& ul': { listStyleType: 'disc' },
    '& ol': { listStyleType: 'decimal' },
    '& li': { mb: 1.5 },
    '& a': { color: 'brand.500', textDecoration: 'underline', textUnderlineOffset: '2px' },
    '& strong': { color: 'gray.900' },
    '& table': {
      width: 'full',
      borderCollapse: 'collapse',
      mb: 6,
      fontSize: 'sm',
      display: 'block',
      overflowX: 'auto',
    },
    '& th, & td': {
      border: '1px solid',
      borderColor: 'gray.200',
      px: 3,
      py: 2,
      textAlign: 'left',
      verticalAlign: 'top',
    },
    '& th': { bg: 'brand.50', color: 'brand.800', fontWeight: 'semibold' },
    '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'md' },
    // Each table scrolls sideways in its own box, faded where more of it lies.
  },
  tablesScrollCue,
);
