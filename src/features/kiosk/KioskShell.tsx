import { useCallback, useState, type ReactNode } from 'react';
import type { KioskConfig } from '../../contract/kiosk';
import { ExternalLinkContext, type ExternalLinkHandler } from '../../lib/externalLinks';
import { IdleOverlay } from './IdleOverlay';
import { KioskStartGate } from './KioskStartGate';
import { classifyHref, type KioskLink } from './kioskLinks';
import { QrLinkDialog } from './QrLinkDialog';
import { useIdleTimer } from './useIdleTimer';
import { useKioskAccessDocument } from './useKioskAccessDocument';
import { useLinkNet } from './useLinkNet';

/**
 * One visitor's session on the kiosk: the start screen and the app, the idle watch with its "Are
 * you still there?" overlay, and links shown as QR codes. Remounted (all state gone) on every reset.
 */
export function KioskShell({
  config,
  onReset,
  navigate,
  children,
}: {
  config: KioskConfig;
  onReset: () => void;
  /** Goes to a route of the app (the start screen's tiles). */
  navigate: (to: string) => Promise<void>;
  children: ReactNode;
}) {
  const [idle, setIdle] = useState(false);
  const [link, setLink] = useState<KioskLink | null>(null);

  useIdleTimer(config.idleMs, !idle, () => setIdle(true));
  useLinkNet(setLink);
  useKioskAccessDocument();

  const onExternal = useCallback<ExternalLinkHandler>((event, href, label) => {
    const kind = classifyHref(href, window.location.origin);
    if (kind === 'app') return;
    event.preventDefault();
    if (kind !== 'blocked') setLink({ kind, href, label });
  }, []);

  return (
    <ExternalLinkContext.Provider value={onExternal}>
      <KioskStartGate branchName={config.branchName} navigate={navigate} onEnd={onReset}>
        {children}
      </KioskStartGate>
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
