import { useState } from 'react';
import type { Notice } from './NoticeAlert';

/**
 * What a desk screen says after one of its changes (NoticeAlert), and `changed`, which its forms
 * and rows call with that text: a change that went through reloads what the screen shows.
 */
export function useChangeNotice(reload: () => void) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const changed = (text: string, failed = false) => {
    setNotice({ text, failed });
    if (!failed) reload();
  };
  return { notice, changed };
}
