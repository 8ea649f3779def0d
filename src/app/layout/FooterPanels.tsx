import { Box, Collapsible, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import type { LabelValue } from '../../contract/site';

interface Panel {
  title: string;
  items: LabelValue[];
}

/**
 * The two collapsible footer panels (docs/contract.md §2): investor-grievance contact and the exchange /
 * regulator registrations, every item listed. Each opens on its own; the trigger is a button with
 * aria-expanded inside a heading, so it is reachable and operable by keyboard.
 */
export function FooterPanels({ panels }: { panels: Panel[] }) {
  return (
    <Box display="grid" gap={3}>
      {panels.map((panel) => (
        <Collapsible.Root
          key={panel.title}
          borderWidth="1px"
          borderColor="brand.700"
          rounded="md"
          bg="brand.900"
        >
          <Box as="h2" fontSize="sm">
            <Collapsible.Trigger
              display="flex"
              alignItems="center"
              w="full"
              gap={3}
              px={5}
              py={3.5}
              color="white"
              fontWeight="semibold"
              textAlign="start"
              cursor="pointer"
              rounded="md"
              _hover={{ bg: 'brand.800' }}
              css={{
                '& svg': { transition: 'transform 0.2s' },
                '&[data-state=open] svg': { transform: 'rotate(180deg)' },
              }}
            >
              <Box as="span" flex="1">
                {panel.title}
              </Box>
              <Box as="span" color="gold.300" display="inline-flex">
                <LuChevronDown aria-hidden="true" />
              </Box>
            </Collapsible.Trigger>
          </Box>
          <Collapsible.Content>
            <SimpleGrid
              as="dl"
              columns={{ base: 1, md: 2, xl: 3 }}
              gapX={8}
              gapY={3}
              px={5}
              pb={5}
              pt={1}
            >
              {panel.items.map((item) => (
                <Box key={item.label}>
                  <Text
                    as="dt"
                    fontSize="xs"
                    color="gray.400"
                    textTransform="uppercase"
                    letterSpacing="wide"
                  >
                    {item.label}
                  </Text>
                  <Text as="dd" fontSize="sm" color="gray.100">
                    {item.href ? (
                      <Link href={item.href} color="gray.100" textDecoration="underline">
                        {item.value}
                      </Link>
                    ) : (
                      item.value
                    )}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
          </Collapsible.Content>
        </Collapsible.Root>
      ))}
    </Box>
  );
}
