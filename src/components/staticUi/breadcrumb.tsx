// Chakra's Breadcrumb (its markup, roles and slot recipe) on Panda's static CSS. Its steps link
// within the site.
import { createStyleContext } from '#styled-system/jsx';
import { breadcrumb } from '#styled-system/recipes';
import { Link as RouterLink } from 'react-router-dom';
import { ChevronRight } from './chevrons';

const { withProvider, withContext } = createStyleContext(breadcrumb);

export const Breadcrumb = {
  Root: withProvider('nav', 'root', { defaultProps: { 'aria-label': 'breadcrumb' } }),
  List: withContext('ol', 'list'),
  Item: withContext('li', 'item'),
  Link: withContext(RouterLink, 'link'),
  CurrentLink: withContext('span', 'currentLink', {
    defaultProps: { role: 'link', 'aria-current': 'page' },
  }),
  Separator: withContext('li', 'separator', {
    defaultProps: { 'aria-hidden': true, children: <ChevronRight /> },
  }),
};
