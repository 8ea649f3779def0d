import type { SystemStyleObject } from '#styled-system/types';
import { Box, Heading, RouteLink, Stack } from './staticUi';

export interface SideNavItem {
  to: string;
  label: string;
}

/** A light grey panel that stays in view beside a long page on desktop. */
const panel = {
  alignSelf: 'start',
  position: { lg: 'sticky' },
  top: { lg: 24 },
  borderWidth: '1px',
  borderColor: 'gray.200',
  rounded: 'lg',
  p: 5,
  bg: 'gray.50',
} satisfies SystemStyleObject;

/** The panel's title, in spaced capitals. */
const panelTitle = {
  color: 'brand.800',
  mb: 3,
  textTransform: 'uppercase',
  letterSpacing: 'wide',
} satisfies SystemStyleObject;

/** One entry: a whole-width row that lights up under the pointer. */
const entry = {
  display: 'block',
  px: 3,
  py: 2,
  rounded: 'md',
  color: 'brand.700',
  _hover: { bg: 'brand.50', textDecoration: 'none' },
} satisfies SystemStyleObject;

/**
 * A page's sidebar of related pages, so a reader can move on without the header menu. The entry
 * for `current` is marked as the page the reader is on.
 */
export function SideNav({
  title,
  items,
  current,
}: {
  title: string;
  items: SideNavItem[];
  current?: string;
}) {
  return (
    <Box as="nav" aria-label={title} css={panel}>
      <Heading as="h2" size="sm" css={panelTitle}>
        {title}
      </Heading>
      <Stack as="ul" gap={1} css={{ listStyleType: 'none' }}>
        {items.map((item) => {
          const here = item.to === current;
          return (
            <li key={item.to}>
              <RouteLink
                to={item.to}
                aria-current={here ? 'page' : undefined}
                css={[
                  entry,
                  {
                    fontWeight: here ? 'semibold' : 'normal',
                    bg: here ? 'brand.50' : undefined,
                  },
                ]}
              >
                {item.label}
              </RouteLink>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
