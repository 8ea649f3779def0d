import { Suspense, useState, type ReactNode } from 'react';
import { QuietBoundary } from './QuietBoundary';

/**
 * Mounts a lazily loaded dialog from the first time it is `open`, and keeps it mounted after, so
 * its closing transition plays: a page pays for a dialog's code (Ark's dialog, its portal) only
 * when a visitor opens it. A dialog whose chunk cannot load is left out, with a log line.
 */
export function OnceOpened({
  open,
  what,
  children,
}: {
  open: boolean;
  /** What the dialog is, for the log line ("The bank accounts dialog"). */
  what: string;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened && !open) return null;
  return (
    <QuietBoundary what={what}>
      <Suspense fallback={null}>{children}</Suspense>
    </QuietBoundary>
  );
}
