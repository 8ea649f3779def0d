import type { SystemStyleObject } from '#styled-system/types';
import type { SimpleGridProperties } from '#styled-system/patterns';
import { Glyph } from '../../components/siteIcons/Glyph';
import type { LabelValue } from '../../contract/site';
import { Box, Collapsible, Link, SimpleGrid, Text } from '../../components/staticUi';

interface Panel {
  title: string;
  items: LabelValue[];
}

/** A panel: a hairline navy frame, a shade lighter than the footer. */
const panelFrame = {
  borderWidth: '1px',
  borderColor: 'brand.700',
  rounded: 'md',
  bg: 'brand.900',
} satisfies SystemStyleObject;

/** The panel's full-width title button; its chevron turns over while the panel is open. */
const panelTrigger = {
  display: 'flex',
  alignItems: 'center',
  w: 'full',
  gap: 3,
  px: 5,
  py: 3.5,
  color: 'white',
  fontWeight: 'semibold',
  textAlign: 'start',
  cursor: 'pointer',
  rounded: 'md',
  _hover: { bg: 'brand.800' },
  '& svg': { transition: 'transform 0.2s' },
  '&[data-state=open] svg': { transform: 'rotate(180deg)' },
} satisfies SystemStyleObject;

/** The items, one to three columns as the screen widens. */
const itemColumns = { base: 1, md: 2, xl: 3 } satisfies SimpleGridProperties['columns'];
const itemGrid = {
  columnGap: 8,
  rowGap: 3,
  px: 5,
  pb: 5,
  pt: 1,
} satisfies SystemStyleObject;

/** An item's name, small capitals above its value. */
const itemLabel = {
  fontSize: 'xs',
  color: 'gray.400',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
} satisfies SystemStyleObject;

/**
 * The two collapsible footer panels (docs/contract.md §2): investor-grievance contact and the exchange /
 * regulator registrations, every item listed. Each opens on its own; the trigger is a button with
 * aria-expanded inside a heading, so it is reachable and operable by keyboard.
 */
export function FooterPanels({ panels }: { panels: Panel[] }) {
  return (
    <Box css={{ display: 'grid', gap: 3 }}>
      {panels.map((panel) => (
        <Collapsible.Root key={panel.title} css={panelFrame}>
          <Box as="h2" css={{ fontSize: 'sm' }}>
            <Collapsible.Trigger css={panelTrigger}>
              <Box as="span" css={{ flex: '1' }}>
                {panel.title}
              </Box>
              <Box as="span" css={{ color: 'gold.300', display: 'inline-flex' }}>
                <Glyph name="chevron-down" aria-hidden="true" />
              </Box>
            </Collapsible.Trigger>
          </Box>
          <Collapsible.Content>
            <SimpleGrid as="dl" columns={itemColumns} css={itemGrid}>
              {panel.items.map((item) => (
                <Box key={item.label}>
                  <Text as="dt" css={itemLabel}>
                    {item.label}
                  </Text>
                  <Text as="dd" css={{ color: 'gray.100', fontSize: 'sm' }}>
                    {item.href ? (
                      <Link
                        href={item.href}
                        css={{ color: 'gray.100', textDecoration: 'underline' }}
                      >
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
