import { Alert } from '@chakra-ui/react';

/** What a desk screen says after an action: done (a status) or failed (an alert). */
export type Notice = { text: string; failed: boolean };

export function NoticeAlert({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <Alert.Root
      status={notice.failed ? 'error' : 'success'}
      variant="surface"
      role={notice.failed ? 'alert' : 'status'}
      py={2.5}
    >
      <Alert.Indicator />
      <Alert.Description>{notice.text}</Alert.Description>
    </Alert.Root>
  );
}
