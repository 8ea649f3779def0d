// Under a regulatory page's text (docs/contract.md §13i): "Source: <circulars> · Last reviewed:
// <day>". The circulars and the day are the English page's, so every language shows the same
// ones; the words are the visitor's language and the days the site's dd/mm/yyyy.
import { Link, Text } from '../../components/staticUi';
import type { ContentPage } from '../../contract/entities';
import { enRegulatory } from '../../i18n/catalogs/enRegulatory';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

registerEnglish(enRegulatory);

/**
 * A `YYYY-MM-DD` day as the site writes days, dd/mm/yyyy (docs/contract.md §2): already a day in
 * India, so no clock is read (lib/format's, for moments, would bring its chunk to every page).
 */
const dayShown = (day: string) => day.split('-').reverse().join('/');

export function RegulatorySource({ page }: { page: ContentPage }) {
  const t = useT();
  // Only a regulatory page has a review day (the desk refuses one on any other page, §13i): the
  // rule itself (regulatoryPages.ts) is not read here, as sharing it with the desk's chunks made
  // it a chunk of its own that every first visit's entry names (docs/performance.md).
  if (!page.lastReviewed) return null;
  const sources = page.sources ?? [];
  return (
    <Text
      data-regulatory-source
      css={{
        color: 'gray.700',
        mt: 8,
        pt: 4,
        borderTopWidth: '1px',
        borderColor: 'gray.200',
        fontSize: 'sm',
        overflowWrap: 'anywhere',
      }}
    >
      {sources.length > 0 ? (
        <>
          {t('regulatory.source')}:{' '}
          {sources.map((circular, i) => (
            <span key={`${circular.number} ${i}`}>
              {i > 0 ? '; ' : null}
              {circular.href ? (
                <Link
                  href={circular.href}
                  title={circular.title}
                  rel="noopener noreferrer"
                  css={{ color: 'brand.700', textDecoration: 'underline' }}
                >
                  {circular.number}
                </Link>
              ) : (
                <span title={circular.title}>{circular.number}</span>
              )}{' '}
              ({dayShown(circular.date)})
            </span>
          ))}
          {' · '}
        </>
      ) : null}
      {t('regulatory.lastReviewed')}: {dayShown(page.lastReviewed)}
    </Text>
  );
}
