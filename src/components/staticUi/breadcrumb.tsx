// Chakra's Breadcrumb (its markup, roles and slot recipe) on Panda's static CSS. Its steps link
// within the site.
import { createStyleContext } from '#styled-system/jsx';
import { breadcrumb } from '#styled-system/recipes';
import { Link as RouterLink } from 'react-router-dom';

const { withProvider, withContext } = createStyleContext(breadcrumb);

/** Chakra's chevron between the steps. */
const chevronRight = (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="m9 18 6-6-6-6" />
  </svg>
);

export const Breadcrumb = {
  Root: withProvider('nav', 'root', { defaultProps: { 'aria-label': 'breadcrumb' } }),
  List: withContext('ol', 'list'),
  Item: withContext('li', 'item'),
  Link: withContext(RouterLink, 'link'),
  CurrentLink: withContext('span', 'currentLink', {
    defaultProps: { role: 'link', 'aria-current': 'page' },
  }),
  Separator: withContext('li', 'separator', {
    defaultProps: { 'aria-hidden': true, children: chevronRight },
  }),
};
