import { useState } from 'react';

/**
 * A desk form's one action (a status change, an owner, a note): busy while it runs, and what
 * refused it (a check before sending, or the server's answer) as the form's message, or, with
 * `refused`, wherever that puts it (the versioned editors' notice and fields, useDraftActions).
 * Forms whose fields are checked against a contract schema field by field use useCheckedSubmit.
 */
export function useDeskAction() {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (
    action: () => Promise<void>,
    refused = (e: unknown) => setMessage(e instanceof Error ? e.message : String(e)),
  ) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } catch (e) {
      refused(e);
    } finally {
      setBusy(false);
    }
  };
  return { message, refuse: setMessage, busy, run };
}
