import { useState } from 'react';

/**
 * A desk form's one action (a status change, an owner, a note): busy while it runs, and what
 * refused it (a check before sending, or the server's answer) as the form's message. Forms whose
 * fields are checked against a contract schema field by field use useCheckedSubmit instead.
 */
export function useDeskAction() {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return { message, refuse: setMessage, busy, run };
}
