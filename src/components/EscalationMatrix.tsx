import type { EscalationRow } from '../contract/site';
import { enForms } from '../i18n/catalogs/enForms';
import { registerEnglish } from '../i18n/runtime';
import { useT } from '../i18n/useT';
import { ContactSection } from './ContactSection';
import { EmailAddress } from './EmailAddress';
import { Box, Heading, Link, Stack, Table, Text } from './staticUi';

// Its words are the contact page's; the desk's preview draws it without that page (docs/architecture.md §8).
registerEnglish(enForms);

const telHref = (display: string) => `tel:${display.replace(/[^\d+]/g, '')}`;

const COLUMNS = [
  'contact.colLevel',
  'contact.colPerson',
  'contact.colAddress',
  'contact.colPhoneEmail',
  'contact.colHours',
] as const;

/**
 * Who to escalate to, level by level, with each level's working hours (docs/contract.md §9). A table on wider
 * screens; on a phone the same rows as cards, because a seven-column table cannot be read there.
 */
export function EscalationMatrix({ rows, note }: { rows: EscalationRow[]; note: string }) {
  const t = useT();
  return (
    <ContactSection id="escalation" title={t('contact.escalation')} intro={note}>
      <Table.ScrollArea
        css={{ hideBelow: 'lg', borderWidth: '1px', borderColor: 'gray.200', rounded: 'md' }}
      >
        <Table.Root size="sm" striped>
          <Table.Header>
            <Table.Row css={{ bg: 'brand.50' }}>
              {COLUMNS.map((c) => (
                <Table.ColumnHeader
                  key={c}
                  scope="col"
                  css={{ color: 'brand.800', fontWeight: 'semibold' }}
                >
                  {t(c)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r, i) => (
              <Table.Row key={r.level} css={{ verticalAlign: 'top' }}>
                <Table.Cell css={{ whiteSpace: 'normal' }}>
                  <Text css={{ color: 'gold.700', fontSize: 'xs', fontWeight: 'bold' }}>
                    {t('contact.levelNumber', { number: i + 1 })}
                  </Text>
                  <Text css={{ fontWeight: 'semibold' }}>{r.level}</Text>
                </Table.Cell>
                <Table.Cell css={{ whiteSpace: 'normal' }}>
                  <Text css={{ fontWeight: 'medium' }}>{r.contactPerson}</Text>
                  <Text css={{ color: 'gray.600' }}>{r.designation}</Text>
                </Table.Cell>
                <Table.Cell css={{ whiteSpace: 'normal', minW: '56' }}>{r.address}</Table.Cell>
                <Table.Cell css={{ whiteSpace: 'normal' }}>
                  <Stack gap={1}>
                    <Link
                      href={telHref(r.phone)}
                      css={{ color: 'brand.700', whiteSpace: 'nowrap' }}
                    >
                      {r.phone}
                    </Link>
                    <Link href={`mailto:${r.email}`} css={{ color: 'brand.700' }}>
                      <EmailAddress address={r.email} />
                    </Link>
                  </Stack>
                </Table.Cell>
                <Table.Cell css={{ whiteSpace: 'nowrap' }}>{r.workingHours}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      <Stack as="ol" css={{ hideFrom: 'lg', listStyleType: 'none' }} gap={4}>
        {rows.map((r, i) => (
          <Box
            as="li"
            key={r.level}
            css={{
              p: 4,
              rounded: 'lg',
              borderWidth: '1px',
              borderColor: 'gray.200',
              borderLeftWidth: '4px',
              borderLeftColor: 'brand.700',
            }}
          >
            <Text
              css={{
                color: 'gold.700',
                fontSize: 'xs',
                fontWeight: 'bold',
                textTransform: 'uppercase',
              }}
            >
              {t('contact.levelNumber', { number: i + 1 })}
            </Text>
            <Heading as="h3" size="md" css={{ color: 'brand.800' }}>
              {r.level}
            </Heading>
            <Text css={{ mt: 1, fontWeight: 'medium' }}>
              {r.contactPerson}, {r.designation}
            </Text>
            <Text css={{ color: 'gray.700', fontSize: 'sm' }}>{r.address}</Text>
            <Stack css={{ mt: 2 }} gap={1}>
              <Link href={telHref(r.phone)} css={{ color: 'brand.700', minH: 10 }}>
                {r.phone}
              </Link>
              <Link href={`mailto:${r.email}`} css={{ color: 'brand.700', minH: 10 }}>
                <EmailAddress address={r.email} />
              </Link>
              <Text css={{ color: 'gray.700', fontSize: 'sm' }}>
                {t('contact.workingHours', { hours: r.workingHours })}
              </Text>
            </Stack>
          </Box>
        ))}
      </Stack>
    </ContactSection>
  );
}
