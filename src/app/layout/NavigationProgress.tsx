import { Box } from '../../components/staticUi';
import { useT } from '../../i18n/useT';
import { useNavigationPending } from '../navigationPending';

/**
 * A thin bar at the top of the window while the next page's code loads (pages are separate
 * chunks; the router keeps the current page on screen until the next one is ready, AppRouter).
 */
export function NavigationProgress() {
  const t = useT();
  const busy = useNavigationPending();
  if (!busy) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('frame.loadingPage')}
      css={{
        position: 'fixed',
        top: 0,
        insetX: 0,
        h: '3px',
        zIndex: 'toast',
        overflow: 'hidden',
        bg: 'brand.100',
      }}
    >
      <Box
        css={{
          h: 'full',
          w: '40%',
          bg: 'gold.400',
          animation: 'progressSlide 1s ease-in-out infinite',
        }}
      />
    </Box>
  );
}
