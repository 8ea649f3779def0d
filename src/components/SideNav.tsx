import { Box, Heading, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export interface SideNavItem {
  to: string;
  label: string;
}

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
    <Box
      as="nav"
      aria-label={title}
      alignSelf="start"
      position={{ lg: 'sticky' }}
      top={{ lg: 24 }}
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p={5}
      bg="gray.50"
    >
      <Heading
        as="h2"
        size="sm"
        color="brand.800"
        mb={3}
        textTransform="uppercase"
        letterSpacing="wide"
      >
        {title}
      </Heading>
      <Stack as="ul" gap={1} listStyleType="none">
        {items.map((item) => {
          const here = item.to === current;
          return (
            <li key={item.to}>
              <Link
                asChild
                display="block"
                px={3}
                py={2}
                rounded="md"
                color="brand.700"
                fontWeight={here ? 'semibold' : 'normal'}
                bg={here ? 'brand.50' : undefined}
                _hover={{ bg: 'brand.50', textDecoration: 'none' }}
              >
                <RouterLink to={item.to} aria-current={here ? 'page' : undefined}>
                  {item.label}
                </RouterLink>
              </Link>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
