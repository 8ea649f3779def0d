import type { SystemStyleObject } from '#styled-system/types';
import type { MouseEvent } from 'react';
import { Glyph } from './siteIcons/Glyph';
import { api, imageSources } from '../contract/api';
import { liftOnHover } from './cardLift';
import { newsPictureText } from './newsPicture';
import type { NewsItem } from '../contract/entities';
import {
  NEWS_CARD_IMAGE_HEIGHT_PX,
  NEWS_DESCRIPTION_MAX_CHARS,
  NEWS_TITLE_MAX_CHARS,
} from '../contract/limits';
import { paths } from '../contract/routes';
import { formatDdMmYyyy, truncate } from '../lib/format';
import { selectedNewsAtom } from '../lib/lists';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useT } from '../i18n/useT';
import { Heading, Image, LinkBox, LinkOverlay, SimpleGrid, Text, VStack } from './staticUi';

/** A white card as tall as its row, so that a row's "Read more" lines stand level. */
const card = {
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'gray.200',
  rounded: 'lg',
  overflow: 'hidden',
  shadow: 'xs',
  _focusWithin: { shadow: 'md' },
  display: 'flex',
  flexDirection: 'column',
  h: 'full',
} satisfies SystemStyleObject;

/** "Read more" at the card's foot, whatever the length of the words above it. */
const readMore = {
  mt: 'auto',
  pt: 2,
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'brand.600',
} satisfies SystemStyleObject;

interface Props {
  item: NewsItem;
  /** Called when the card is followed: store the item as the selected news, then go to /news. */
  onSelect: (item: NewsItem) => void;
  /** Level of the card title in the page outline (h3 under a "Latest News" h2 by default). */
  headingAs?: 'h2' | 'h3';
  /** The story has no version in the visitor's language: its words are marked English. */
  inEnglish?: boolean;
  /**
   * How the picture loads: `lead` for the page's largest picture (fetched first), `eager` for the
   * others in the first screen, `lazy` (default) for those a visitor scrolls to.
   */
  picture?: PictureLoading;
}

type PictureLoading = 'lead' | 'eager' | 'lazy';

/**
 * One news card (home "Latest News" and /all-news): the picture, the dd/mm/yyyy date once (the
 * specification's day + month badge on the picture said it again: docs/contract.md §2), the title
 * cut at 40 characters and the description at 90 (docs/contract.md §2, §9).
 * The whole card is clickable; the title is the one real link so screen readers hear it once.
 */
export function NewsCard({
  item,
  onSelect,
  headingAs = 'h3',
  inEnglish = false,
  picture = 'lazy',
}: Props) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain click selects the article in this tab; modified clicks have no selection to carry.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    onSelect(item);
  };
  const t = useT();
  const date = formatDdMmYyyy(item.date);
  const lang = inEnglish ? 'en-IN' : undefined;

  return (
    <LinkBox as="article" css={[card, liftOnHover.md]}>
      <Image
        {...imageSources(
          item.imagePath,
          api.newsImage,
          '(min-width: 62em) 400px, (min-width: 48em) 50vw, 100vw',
        )}
        {...newsPictureText(item)}
        // The contract's height: an inline style, as Panda writes no class for an imported value.
        style={{ height: NEWS_CARD_IMAGE_HEIGHT_PX }}
        css={{ w: 'full', objectFit: 'cover', objectPosition: 'bottom', bg: 'brand.50' }}
        loading={picture === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={picture === 'lead' ? 'high' : 'auto'}
      />
      <VStack align="stretch" gap={2} css={{ p: 5, flex: '1' }}>
        <Text
          as="p"
          css={{
            color: 'gray.600',
            fontSize: 'sm',
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
          }}
        >
          <Glyph name="calendar-days" aria-hidden="true" />
          <time dateTime={item.date}>{date}</time>
        </Text>
        <Heading
          as={headingAs}
          css={{ color: 'brand.800', fontSize: 'lg', lineHeight: 'short' }}
          lang={lang}
        >
          <LinkOverlay
            href={paths.news}
            onClick={follow}
            title={item.newsTitle.length > NEWS_TITLE_MAX_CHARS ? item.newsTitle : undefined}
            css={{ _hover: { color: 'brand.600' } }}
          >
            {truncate(item.newsTitle, NEWS_TITLE_MAX_CHARS)}
          </LinkOverlay>
        </Heading>
        <Text css={{ color: 'gray.600', fontSize: 'sm', lineHeight: 'tall' }} lang={lang}>
          {truncate(item.description, NEWS_DESCRIPTION_MAX_CHARS)}
        </Text>
        <Text css={readMore} aria-hidden="true">
          {t('news.readMore')}
        </Text>
      </VStack>
    </LinkBox>
  );
}

/** Cards a row on desktop: the first row's pictures are the ones `leading` loads at once. */
const FIRST_ROW = 3;

/**
 * Cards of `items`, three a row on desktop, as a list (the home page's latest news and /all-news).
 * Following a card stores it as the selected news and opens /news (docs/contract.md §4).
 * `leading`: the list opens the page, so its first row's pictures load at once and the first, the
 * page's largest element on a phone, ahead of everything else (docs/performance.md).
 */
export function NewsCards({
  items,
  inEnglish,
  headingAs,
  leading = false,
}: Pick<Props, 'headingAs'> & {
  items: NewsItem[];
  inEnglish: (item: NewsItem) => boolean;
  leading?: boolean;
}) {
  const pictureOf = (n: number): PictureLoading =>
    !leading || n >= FIRST_ROW ? 'lazy' : n === 0 ? 'lead' : 'eager';
  const select = useSetAtom(selectedNewsAtom);
  const navigate = useNavigate();
  const open = (item: NewsItem) => {
    select(item);
    navigate(paths.news);
  };
  return (
    <SimpleGrid
      as="ul"
      css={{ listStyleType: 'none', gap: 6 }}
      columns={{ base: 1, md: 2, lg: FIRST_ROW }}
    >
      {items.map((item, n) => (
        <li key={item._id}>
          <NewsCard
            item={item}
            inEnglish={inEnglish(item)}
            onSelect={open}
            headingAs={headingAs}
            picture={pictureOf(n)}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}
