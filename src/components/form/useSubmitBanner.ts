import { useCallback, useEffect, useState } from 'react';
import { BANNER_CLEAR_MS } from '../../contract/limits';
import { useT } from '../../i18n/useT';
import { ApiNetworkError } from '../../lib/api';
import { failureMessage } from './submitErrors';

export interface BannerState {
  tone: 'success' | 'error';
  message: string;
  /** Stays until the next submit or until dismissed (docs/contract.md §4: thrown errors on some forms). */
  sticky: boolean;
  /**
   * Gone from view after BANNER_CLEAR_MS, its words kept for screen readers until the next
   * submit: a reader that had not yet announced them still can (issue 45, WCAG 2.2.1/4.1.3).
   */
  faded?: boolean;
}

export interface SubmitBanner {
  banner: BannerState | null;
  /** Green banner with the server's data.message; leaves the screen after BANNER_CLEAR_MS. */
  success: (message: string) => void;
  /** Red banner with error.message; clears after BANNER_CLEAR_MS unless it is kept (below). */
  failure: (err: unknown) => void;
  clear: () => void;
}

/**
 * Which failures stay on screen instead of clearing after BANNER_CLEAR_MS: 'network' keeps a thrown
 * request error (no answer from the server), as docs/contract.md §4 asks for feedback and withdraw; 'all' keeps
 * every failure (the freeze dialog, where a missed failure would leave the account unfrozen).
 */
export type KeepErrors = 'none' | 'network' | 'all';

/** The success / error banner of a post form (docs/contract.md §4, §8). */
export function useSubmitBanner(keepErrors: KeepErrors = 'none'): SubmitBanner {
  const [banner, setBanner] = useState<BannerState | null>(null);
  const t = useT();

  // Counted from when the banner is on screen (after React has committed it), not from the call.
  useEffect(() => {
    if (!banner || banner.sticky || banner.faded) return;
    const timer = setTimeout(
      () => setBanner((shown) => shown && { ...shown, faded: true }),
      BANNER_CLEAR_MS,
    );
    return () => clearTimeout(timer);
  }, [banner]);

  const success = useCallback(
    (message: string) => setBanner({ tone: 'success', message, sticky: false }),
    [],
  );
  const failure = useCallback(
    (err: unknown) =>
      setBanner({
        tone: 'error',
        message: failureMessage(err, t),
        sticky:
          keepErrors === 'all' || (keepErrors === 'network' && err instanceof ApiNetworkError),
      }),
    [keepErrors, t],
  );
  const clear = useCallback(() => setBanner(null), []);

  return { banner, success, failure, clear };
}
