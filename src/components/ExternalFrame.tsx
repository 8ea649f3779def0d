import { styled, type HTMLStyledProps } from '#styled-system/jsx';
import { useHydrated } from '../lib/useHydrated';
import { cssList } from './staticUi';

const Frame = styled('iframe');
const Room = styled('div');

/**
 * Another site's page in a frame (the market ticker, the office map): loaded only when near view,
 * sending no referrer. The server's rendering of a page (docs/performance.md) holds the
 * frame's room with an empty box of the same size: that picture of the page must not load another
 * site, which the app then loads a second time, and even an empty frame costs the phone a browsing
 * context made as the page is parsed and taken down as the app replaces the picture.
 */
export function ExternalFrame({
  src,
  title,
  sandbox,
  css,
  ...box
}: HTMLStyledProps<'iframe'> & { src: string; title: string }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <Room data-frame-room="" css={[{ display: 'block', w: 'full' }, ...cssList(css)]} {...box} />
    );
  }
  return (
    <Frame
      src={src}
      title={title}
      sandbox={sandbox}
      loading="lazy"
      referrerPolicy="no-referrer"
      css={[{ display: 'block', w: 'full', border: '0' }, ...cssList(css)]}
      {...box}
    />
  );
}
