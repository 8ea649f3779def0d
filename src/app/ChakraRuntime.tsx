// Chakra's runtime (emotion, and its system built in the browser) for the screens that still draw
// with it: the staff desk and the kiosk's own screens, each loading it with its chunk. The public
// pages draw with Panda's static CSS and never load it (docs/architecture.md §4).
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './theme';

export function ChakraRuntime({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
