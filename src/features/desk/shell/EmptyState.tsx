import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The one "nothing here" panel of the desk's lists, where the table would be. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Text role="status" color="gray.600" textAlign="center" py={16} layerStyle="card">
      {children}
    </Text>
  );
}
