import { Box, CloseButton } from '../staticUi';
import { Alert } from '../staticUi/alert';
import { useT } from '../../i18n/useT';
import type { BannerState } from './useSubmitBanner';

/**
 * The answer to a post: green for the server's data.message, red for error.message. The live
 * region is always in the page so screen readers announce the banner when it appears. Once the
 * banner has faded (useSubmitBanner) the same element stays, out of view and no longer a status
 * or an alert, so its words are neither cut off mid-announcement nor announced again; the next
 * submit clears them.
 */
export function StatusBanner({
  banner,
  onDismiss,
}: {
  banner: BannerState | null;
  onDismiss: () => void;
}) {
  const t = useT();
  return (
    <Box aria-live="polite" aria-atomic="true">
      {banner ? (
        <Box css={{ srOnly: banner.faded ?? false }}>
          <Alert.Root
            status={banner.tone}
            variant="surface"
            {...(banner.faded
              ? {}
              : {
                  'data-status': banner.tone,
                  role: banner.tone === 'error' ? 'alert' : 'status',
                  'data-testid': 'status-banner',
                })}
            css={{ alignItems: 'center', mt: 5, py: 3 }}
          >
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description css={{ fontSize: 'md', fontWeight: 'medium' }}>
                {banner.message}
              </Alert.Description>
            </Alert.Content>
            {banner.sticky ? (
              <CloseButton size="md" aria-label={t('form.dismiss')} onClick={onDismiss} />
            ) : null}
          </Alert.Root>
        </Box>
      ) : null}
    </Box>
  );
}
