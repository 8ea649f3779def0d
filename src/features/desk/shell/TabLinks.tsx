import { HStack, Link, type SystemStyleObject } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A tab: bold, its 2 px underline laid over the row's rule (coloured on the current one). */
const tabLink = {
  px: 4,
  py: 2.5,
  mb: '-1px',
  fontWeight: 'semibold',
  borderBottomWidth: '2px',
  _hover: { color: 'brand.800', textDecoration: 'none' },
} satisfies SystemStyleObject;

/**
 * A row of links that look like tabs, one per sub-page (each its own URL, so a reload or a shared
 * link opens the same one); the current one is marked with `aria-current`. Chakra's Tabs would
 * add their recipe to every public page's first visit (src/app/chakraBase.ts).
 */
export function TabLinks({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: readonly { to: string; label: string }[];
  current: string;
}) {
  return (
    <HStack
      as="nav"
      aria-label={label}
      gap={1}
      mb={4}
      borderBottomWidth="1px"
      borderColor="gray.200"
    >
      {tabs.map((tab) => {
        const here = tab.to === current;
        return (
          <Link
            key={tab.to}
            asChild
            {...tabLink}
            color={here ? 'brand.800' : 'gray.600'}
            borderColor={here ? 'brand.700' : 'transparent'}
          >
            <RouterLink to={tab.to} aria-current={here ? 'page' : undefined}>
              {tab.label}
            </RouterLink>
          </Link>
        );
      })}
    </HStack>
  );
}
