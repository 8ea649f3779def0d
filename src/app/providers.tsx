import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { system } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <JotaiProvider>{children}</JotaiProvider>
    </ChakraProvider>
  );
}
