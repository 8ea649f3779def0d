import { useSetAtom } from 'jotai';
import { Suspense, useState, type ReactNode } from 'react';
import { QuietBoundary } from '../../components/QuietBoundary';
import { paths } from '../../contract/routes';
import { openDialogAtom } from '../../lib/dialogs';
import { kioskTaskScreenAtom } from '../../lib/kioskTaskScreen';
import { KioskActionBar } from './KioskActionBar';
import type { KioskTask } from './kioskTasks';
import { OnScreenKeyboard } from './OnScreenKeyboard';
import { StartScreen } from './StartScreen';

/**
 * The start screen or the site (docs/architecture.md §5). A session begins on the start screen
 * when the kiosk shows its home address, as it does at launch and after every reset (the reset
 * goes home and remounts this); a tile opens its task, "Back to start" comes back here.
 */
export function KioskStartGate({
  branchName,
  navigate,
  onEnd,
  children,
}: {
  branchName: string;
  navigate: (to: string) => Promise<void>;
  onEnd: () => void;
  children: ReactNode;
}) {
  const [atStart, setAtStart] = useState(() => window.location.pathname === paths.home);
  const openDialog = useSetAtom(openDialogAtom);
  const setTaskScreen = useSetAtom(kioskTaskScreenAtom);

  const startTask = async (task: KioskTask) => {
    setTaskScreen(!task.website);
    await navigate(task.to);
    openDialog(task.dialog ?? null);
    window.scrollTo(0, 0);
    setAtStart(false);
  };

  const backToStart = () => {
    openDialog(null);
    setAtStart(true);
    void navigate(paths.home);
    window.scrollTo(0, 0);
  };

  if (atStart) {
    return (
      // Without the firm's data the site's own "service unavailable" page says what is wrong.
      <QuietBoundary what="The start screen" fallback={children}>
        <Suspense fallback={null}>
          <StartScreen branchName={branchName} onTask={(task) => void startTask(task)} />
        </Suspense>
      </QuietBoundary>
    );
  }
  return (
    <>
      {children}
      <KioskActionBar onStart={backToStart} onEnd={onEnd} />
      <OnScreenKeyboard />
    </>
  );
}
