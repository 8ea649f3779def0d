import { useCallback, useState, type ReactNode } from 'react';
import type { KioskConfig } from '../../contract/kiosk';
import { ExternalLinkContext, type ExternalLinkHandler } from '../../lib/externalLinks';
import { EndSessionButton } from './EndSessionButton';
import { IdleOverlay } from './IdleOverlay';
import { classifyHref, type KioskLink } from './kioskLinks';
import { QrLinkDialog } from './QrLinkDialog';
import { useIdleTimer } from './useIdleTimer';
import { useLinkNet } from './useLinkNet';

/**
 * One visitor's session on the kiosk: the app, the idle watch with its "Are you still there?"
 * overlay, and links shown as QR codes. Remounted (all state gone) on every reset.
 */
export function KioskShell({
  config,
  onReset,
  children,
}: {
  config: KioskConfig;
  onReset: () => void;
  children: ReactNode;
}) {
  const [idle, setIdle] = useState(false);
  const [link, setLink] = useState<KioskLink | null>(null);

  useIdleTimer(config.idleMs, !idle, () => setIdle(true));
  useLinkNet(setLink);

  const onExternal = useCallback<ExternalLinkHandler>((event, href, label) => {
    const kind = classifyHref(href, window.location.origin);
    if (kind === 'app') return;
    event.preventDefault();
    if (kind !== 'blocked') setLink({ kind, href, label });
  }, []);

  return (
    <ExternalLinkContext.Provider value={onExternal}>
      {children}
      <EndSessionButton onEnd={onReset} />
      <QrLinkDialog link={link} onClose={() => setLink(null)} />
      {idle ? (
        <IdleOverlay
          countdownMs={config.countdownMs}
          onStay={() => setIdle(false)}
          onExpire={onReset}
        />
      ) : null}
    </ExternalLinkContext.Provider>
  );
}
