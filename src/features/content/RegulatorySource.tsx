// Under a regulatory page's text (docs/contract.md §13i): "Source: <circulars> · Last reviewed:
// <day>". The circulars and the day are the English page's, so every language shows the same
// ones; the words are the visitor's language and the days the site's dd/mm/yyyy.
import { Link, Text } from '../../components/staticUi';
import type { ContentPage } from '../../contract/entities';
import { isRegulatoryPage } from '../../contract/regulatoryPages';
import { formatDdMmYyyy } from '../../lib/format';
import { useT } from '../../i18n/useT';

export function RegulatorySource({ page }: { page: ContentPage }) {
  const t = useT();
  if (!isRegulatoryPage(page) || !page.lastReviewed) return null;
  const sources = page.sources ?? [];
  return (
    <Text
      data-regulatory-source
      mt={8}
      pt={4}
      borderTopWidth="1px"
      borderColor="gray.200"
      fontSize="sm"
      color="gray.700"
    >
      {sources.length > 0 ? (
        <>
          {t('pages.source')}:{' '}
          {sources.map((circular, i) => (
            <span key={`${circular.number} ${i}`}>
              {i > 0 ? '; ' : null}
              {circular.href ? (
                <Link
                  href={circular.href}
                  title={circular.title}
                  rel="noopener noreferrer"
                  color="brand.700"
                  textDecoration="underline"
                >
                  {circular.number}
                </Link>
              ) : (
                <span title={circular.title}>{circular.number}</span>
              )}{' '}
              ({formatDdMmYyyy(circular.date)})
            </span>
          ))}
          {' · '}
        </>
      ) : null}
      {t('pages.lastReviewed')}: {formatDdMmYyyy(page.lastReviewed)}
    </Text>
  );
}
