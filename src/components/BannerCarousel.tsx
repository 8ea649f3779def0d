import type { SystemStyleObject } from '#styled-system/types';
import {
  memo,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type TouchEvent,
} from 'react';
import { Glyph } from './siteIcons/Glyph';
import { api, imageSources } from '../contract/api';
import type { Banner } from '../contract/entities';
import { CAROUSEL_INTERVAL_MS, SWIPE_THRESHOLD_PX } from '../contract/limits';
import { BANNER_IMAGE_SIZES } from '../contract/pages';
import { PlayPauseButton } from './PlayPauseButton';
import { SmartLink } from './SmartLink';
import { AspectRatio, Box, Flex, IconButton, Text } from './staticUi';
import { useHydrated } from '../lib/useHydrated';
import { usePrefersReducedMotion } from '../lib/usePrefersReducedMotion';
import { useT } from '../i18n/useT';

/** Banner images are drawn at 1600 × 500. */
const RATIO = 16 / 5;

/** The dots' row: its own navy strip under the picture on a phone, over the picture's foot above. */
const dotsRow = {
  justifyContent: 'center',
  alignItems: 'center',
  gap: 1,
  py: { base: 2, md: 0 },
  position: { base: 'static', md: 'absolute' },
  bottom: { md: 4 },
  insetX: 0,
  bg: { base: 'brand.900', md: 'transparent' },
} satisfies SystemStyleObject;

/** The dots and their buttons in a pill, darkened over the picture so they read on any photo. */
const dotsPill = {
  alignItems: 'center',
  gap: 0.5,
  bg: { md: 'blackAlpha.500' },
  rounded: 'full',
  px: 2,
  py: 0.5,
} satisfies SystemStyleObject;

/** A dot's round touch target, larger than the dot it holds. */
const dotButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSize: '7',
  cursor: 'pointer',
  rounded: 'full',
} satisfies SystemStyleObject;

/** The pause button among the dots: white, lit on hover. */
const pauseOnDots = {
  color: 'white',
  rounded: 'full',
  ms: 1,
  _hover: { bg: 'whiteAlpha.300' },
} satisfies SystemStyleObject;

/**
 * The home banner carousel (docs/contract.md §2, §4): advances every CAROUSEL_INTERVAL_MS, with previous /
 * next buttons, one dot per slide, arrow keys, and touch swipes of at least SWIPE_THRESHOLD_PX.
 * It pauses while hovered or focused, stops for good on the pause button, and never moves by
 * itself when the visitor prefers reduced motion (WCAG 2.2.2).
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const count = banners.length;
  const t = useT();
  const reducedMotion = usePrefersReducedMotion();
  // The shown slide, and the slides whose picture has been fetched (see `withPicture`).
  const [{ index, fetched }, setPlace] = useState(firstPlace);
  // null until the visitor presses pause/play: until then, reduced motion means no autoplay.
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const trackId = useId();
  const running = playing && !hovered && !focused && count > 1;
  const live = useHydrated();
  // The first slide's picture is in the page from the start; once the app is live, the shown
  // slide's neighbours' too, ahead of a move, and every picture once fetched stays. The browser's
  // lazy loading would fetch the slides beside the first at once (they are near the screen,
  // sideways): pictures most visitors never see, on a phone's data and main thread
  // (docs/performance.md).
  const withPicture = (i: number) => fetched.has(i) || (live && around(index, count).includes(i));

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(
      () => setPlace((place) => moveTo(place, place.index + 1, count)),
      CAROUSEL_INTERVAL_MS,
    );
    return () => clearTimeout(timer);
  }, [running, index, count]);

  const go = (to: number) => setPlace((place) => moveTo(place, to, count));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    // A mostly vertical move is a scroll, not a swipe.
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return;
    go(dx < 0 ? index + 1 : index - 1);
  };

  if (count === 0) return null;

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={t('home.highlights')}
      css={{
        position: 'relative',
        bgGradient: 'to-r',
        gradientFrom: 'brand.800',
        gradientTo: 'brand.700',
      }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <Box
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        css={{ overflow: 'hidden', touchAction: 'pan-y' }}
      >
        <Flex
          id={trackId}
          aria-live={running ? 'off' : 'polite'}
          // The slide's place is computed: an inline style, not a class Panda could write.
          style={{ transform: `translateX(-${index * 100}%)` }}
          css={{ transition: 'transform 0.6s cubic-bezier(0.4, 0, 0.2, 1)' }}
        >
          {banners.map((banner, i) => (
            <BannerSlide
              key={banner._id}
              banner={banner}
              n={i + 1}
              count={count}
              shown={i === index}
              withPicture={withPicture(i)}
            />
          ))}
        </Flex>
      </Box>

      {count > 1 ? (
        <>
          <ArrowButton side="left" controls={trackId} onClick={() => go(index - 1)} />
          <ArrowButton side="right" controls={trackId} onClick={() => go(index + 1)} />
        </>
      ) : null}

      {count > 1 ? (
        <Flex css={dotsRow}>
          <Flex css={dotsPill}>
            <ArrowButton side="left" controls={trackId} onClick={() => go(index - 1)} inline />
            {banners.map((banner, i) => (
              <Box
                as="button"
                key={banner._id}
                aria-label={t('home.showSlide', { n: i + 1, count })}
                aria-current={i === index ? 'true' : undefined}
                aria-controls={trackId}
                onClick={() => go(i)}
                css={dotButton}
              >
                <Box
                  as="span"
                  css={{
                    display: 'block',
                    h: 2,
                    w: i === index ? 6 : 2,
                    rounded: 'full',
                    bg: i === index ? 'gold.400' : 'whiteAlpha.700',
                    transition: 'width 0.3s, background-color 0.3s',
                  }}
                />
              </Box>
            ))}
            <ArrowButton side="right" controls={trackId} onClick={() => go(index + 1)} inline />
            <PlayPauseButton
              playing={playing}
              labels={{ pause: t('home.pauseSlides'), play: t('home.playSlides') }}
              onClick={() => setChoice(!playing)}
              size="xs"
              css={pauseOnDots}
            />
          </Flex>
        </Flex>
      ) : null}
    </Box>
  );
}

interface Place {
  index: number;
  fetched: ReadonlySet<number>;
}

const firstPlace = (): Place => ({ index: 0, fetched: new Set([0]) });

/** Slide `index` and its neighbours, of `count` slides in a ring. */
const around = (index: number, count: number) => [
  (index + count - 1) % count,
  index,
  (index + 1) % count,
];

/** The carousel moved to slide `to` (any whole number, wrapped round), its pictures kept. */
function moveTo({ index, fetched }: Place, to: number, count: number): Place {
  const next = ((to % count) + count) % count;
  return {
    index: next,
    fetched: new Set([...fetched, ...around(index, count), ...around(next, count)]),
  };
}

interface SlideProps {
  banner: Banner;
  /** The slide's place, from 1. */
  n: number;
  count: number;
  shown: boolean;
  /** Whether the picture is fetched; an empty frame of its size until then. */
  withPicture: boolean;
}

/**
 * One slide. Kept (memo) so that an advance draws again only the slide that leaves and the one that
 * comes, not every slide's picture and words (docs/performance.md).
 */
const BannerSlide = memo(function BannerSlide({
  banner,
  n,
  count,
  shown,
  withPicture,
}: SlideProps) {
  const t = useT();
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={t('home.slide', { n, count })}
      aria-hidden={!shown}
      inert={!shown}
      css={{
        flex: '0 0 100%',
        minW: 0,
        position: 'relative',
        bg: { base: 'brand.900', md: 'transparent' },
      }}
    >
      <AspectRatio ratio={RATIO} css={{ maxW: '1600px', mx: 'auto' }}>
        {/* The slide's words are the text below; the picture is described only when the
            editor said what it shows (docs/contract.md §13). A slide whose picture is not
            fetched yet keeps its frame empty: an <img> without an address is invalid HTML. */}
        {withPicture ? (
          <img
            {...imageSources(banner.imagePath, api.bannerImage, BANNER_IMAGE_SIZES)}
            alt={banner.alt ?? ''}
            width={1600}
            height={500}
            fetchPriority={n === 1 ? 'high' : 'low'}
            draggable={false}
            style={{ objectFit: 'cover' }}
            data-slide-frame=""
          />
        ) : (
          <span data-slide-frame="" />
        )}
      </AspectRatio>
      <BannerWords banner={banner} />
    </Box>
  );
});

/** Under the picture on a phone; from tablets up, over it, centred on its height, no wider than it. */
const words = {
  position: { base: 'static', md: 'absolute' },
  insetY: { md: 0 },
  insetX: { md: 0 },
  maxW: '1600px',
  mx: 'auto',
  px: { base: 4, md: '5.6%' },
  pt: { base: 3, md: 0 },
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: { base: 1.5, md: 2, xl: 4 },
} satisfies SystemStyleObject;

/** The call to action: a gold pill, larger on a wide screen, ringed in white when focused. */
const cta = {
  mt: { base: 1, lg: 2 },
  display: 'inline-flex',
  alignItems: 'center',
  minH: 11,
  px: { base: 5, lg: 7 },
  rounded: 'full',
  bg: 'gold.400',
  color: 'brand.900',
  fontWeight: 'bold',
  fontSize: { base: 'sm', lg: 'lg' },
  textDecoration: 'none',
  _hover: { bg: 'gold.300', textDecoration: 'none' },
  _focusVisible: { outline: '3px solid', outlineColor: 'white', outlineOffset: '2px' },
} satisfies SystemStyleObject;

/**
 * The headline, text and call to action: over the picture's darker left side from tablets up,
 * under it on a phone, where a 390 px picture is too small to carry words.
 */
function BannerWords({ banner }: { banner: Banner }) {
  return (
    <Box css={words}>
      <Text
        as="h2"
        css={{
          color: 'white',
          fontWeight: 'bold',
          lineHeight: 'short',
          fontSize: { base: 'lg', md: '2xl', lg: '4xl', '2xl': '5xl' },
          maxW: { md: '55%' },
          textWrap: 'balance',
        }}
      >
        {banner.title}
      </Text>
      {banner.text ? (
        <Text
          css={{
            color: 'brand.100',
            fontSize: { base: 'sm', md: 'md', lg: 'xl' },
            maxW: { md: '50%' },
            lineClamp: { md: 3 },
          }}
        >
          {banner.text}
        </Text>
      ) : null}
      {banner.cta ? <SmartLink link={banner.cta} css={cta} /> : null}
    </Box>
  );
}

interface ArrowProps {
  side: 'left' | 'right';
  controls: string;
  onClick: () => void;
  /** On a phone the arrows sit in the dots row, below the picture, not over its lettering. */
  inline?: boolean;
}

function ArrowButton({ side, controls, onClick, inline = false }: ArrowProps) {
  const t = useT();
  const placement = inline
    ? { display: { base: 'inline-flex', md: 'none' } }
    : {
        display: { base: 'none', md: 'inline-flex' },
        position: 'absolute' as const,
        top: '50%',
        transform: 'translateY(-50%)',
        bg: 'whiteAlpha.800',
        color: 'brand.900',
        shadow: 'md',
        _hover: { bg: 'white' },
      };
  return (
    <IconButton
      aria-label={t(side === 'left' ? 'home.previousSlide' : 'home.nextSlide')}
      aria-controls={controls}
      onClick={onClick}
      css={[
        {
          color: inline ? 'white' : undefined,
          rounded: 'full',
          left: !inline && side === 'left' ? 4 : undefined,
          right: !inline && side === 'right' ? 4 : undefined,
        },
        placement,
      ]}
      variant={inline ? 'ghost' : 'solid'}
      size={inline ? 'xs' : 'md'}
    >
      {side === 'left' ? <Glyph name="chevron-left" /> : <Glyph name="chevron-right" />}
    </IconButton>
  );
}
