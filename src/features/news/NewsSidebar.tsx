import { styled } from '#styled-system/jsx';
import type { ReactNode } from 'react';
import { api, imageAtWidth } from '../../contract/api';
import type { NewsItem } from '../../contract/entities';
import { ListHeading } from '../../components/headings';
import { SiteLinkList } from '../../components/SiteLinkList';
import { Box, Image, Stack, Tag, Text, Wrap } from '../../components/staticUi';
import { formatDdMmYyyy } from '../../lib/format';
import { useSite } from '../../lib/lists';
import { enNews } from '../../i18n/catalogs/enNews';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

registerEnglish(enNews);

/** The news page sidebar (docs/contract.md §2): quick links, the three latest stories and the article's tags. */
export function NewsSidebar(props: {
  article: NewsItem;
  latest: NewsItem[];
  onSelect: (item: NewsItem) => void;
}) {
  const { article, latest, onSelect } = props;
  const { footer } = useSite();
  const t = useT();
  return (
    <Stack as="aside" aria-label={t('news.more')} gap={6} css={{ alignSelf: 'start' }}>
      <Panel id="latest-news" title={t('news.latest')}>
        <Stack as="ul" gap={3} css={{ listStyleType: 'none' }}>
          {latest.map((item) => {
            const current = item._id === article._id;
            return (
              <li key={item._id}>
                <styled.button
                  type="button"
                  css={{
                    display: 'flex',
                    gap: 3,
                    w: 'full',
                    textAlign: 'left',
                    p: 2,
                    rounded: 'md',
                    bg: current ? 'brand.50' : undefined,
                    _hover: { bg: 'brand.50' },
                  }}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => onSelect(item)}
                >
                  <Image
                    src={api.newsImage(imageAtWidth(item.imagePath, 480))}
                    // A thumbnail in a button named by the story's title: its description would
                    // only lengthen the name (the story's page describes the picture).
                    alt=""
                    css={{
                      boxSize: '16',
                      flexShrink: 0,
                      objectFit: 'cover',
                      rounded: 'md',
                      bg: 'brand.50',
                    }}
                  />
                  <Box css={{ minW: 0 }}>
                    <Text
                      css={{
                        color: 'brand.800',
                        fontSize: 'sm',
                        fontWeight: 'semibold',
                        lineClamp: 2,
                      }}
                    >
                      {item.newsTitle}
                    </Text>
                    <Text css={{ color: 'gray.600', fontSize: 'xs', mt: 1 }}>
                      <time dateTime={item.date}>{formatDdMmYyyy(item.date)}</time>
                    </Text>
                  </Box>
                </styled.button>
              </li>
            );
          })}
        </Stack>
      </Panel>
      {article.tags.length > 0 ? (
        <Panel id="news-tags" title={t('news.tags')}>
          <Wrap as="ul" gap={2} css={{ listStyleType: 'none' }}>
            {article.tags.map((tag) => (
              <li key={tag}>
                <Tag.Root size="lg" css={{ colorPalette: 'brand' }} variant="subtle">
                  <Tag.Label>{tag}</Tag.Label>
                </Tag.Root>
              </li>
            ))}
          </Wrap>
        </Panel>
      ) : null}
      <Panel id="news-links" title={t('news.quickLinks')}>
        <SiteLinkList links={footer.quickLinks} gap={2} />
      </Panel>
    </Stack>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} css={{ layerStyle: 'card', p: 5 }}>
      <ListHeading as="h2" id={id} css={{ mb: 4 }}>
        {title}
      </ListHeading>
      {children}
    </Box>
  );
}
