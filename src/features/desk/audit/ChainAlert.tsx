import { Alert } from '@chakra-ui/react';
import type { AuditPage } from '../../../contract/desk';

/**
 * The hash chain's verdict over the whole log (docs/contract.md §11), above any filter: a broken
 * chain names the entry where it breaks, since every later entry is then in doubt.
 */
export function ChainAlert({ chain }: { chain: AuditPage['chain'] }) {
  if (chain.ok) {
    return (
      <Alert.Root status="success" variant="surface" mb={4} py={2.5} data-testid="audit-chain">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Hash chain verified</Alert.Title>
          <Alert.Description>
            Every entry of the log follows the one before it, unaltered.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="error" variant="solid" mb={4} role="alert" data-testid="audit-chain">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>The audit log's hash chain is broken at entry {chain.brokenAt}</Alert.Title>
        <Alert.Description>
          {chain.reason[0]!.toUpperCase() + chain.reason.slice(1)}. Entries from {chain.brokenAt} on
          cannot be trusted: keep this log as it is and report it to the compliance officer.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
