// Loads a screen that draws with Chakra's runtime (the staff desk, the kiosk's own screens) beside
// that runtime, each its own chunk, and wraps one in the other. Chakra's module is imported only
// here, dynamically, so no public page's first JavaScript carries it (docs/architecture.md §4).
import type { ComponentType } from 'react';

export async function withChakraRuntime<Props extends object>(
  screen: Promise<ComponentType<Props>>,
): Promise<ComponentType<Props>> {
  const [Screen, { ChakraRuntime }] = await Promise.all([screen, import('./ChakraRuntime')]);
  return function WithChakraRuntime(props: Props) {
    return (
      <ChakraRuntime>
        <Screen {...props} />
      </ChakraRuntime>
    );
  };
}
