import { useState } from 'react';
import type { Notice } from './NoticeAlert';

/** What a form or row calls after its change: the text to show, and whether it failed. */
export type Changed = (text: string, failed?: boolean) => void;

/**
 * What a desk screen says after one of its changes (NoticeAlert), and `changed`, which its forms
 * and rows call with that text: a change that went through reloads what the screen shows. A
 * screen of several lists, each loading on its own, gives each `changedThen(its reload)`; one
 * with nothing to reload calls it without.
 */
export function useChangeNotice(reload?: () => void) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const changedThen =
    (after?: () => void): Changed =>
    (text, failed = false) => {
      setNotice({ text, failed });
      if (!failed) after?.();
    };
  return { notice, changed: changedThen(reload), changedThen };
}
