// How the desk words an outbox message's kind and channel (docs/contract.md §15).
import type { Channel } from '../../../contract/notifications';

/** `complaintReceived` → "Complaint received". */
export const kindLabel = (kind: string) => {
  const words = kind.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const channelLabel = (channel: Channel | string) => (channel === 'email' ? 'E-mail' : 'SMS');
