import { Center, Spinner, Text, VStack } from './staticUi';

/**
 * A centred spinner with an accessible label; `text` shows a visible line too (docs/contract.md §8).
 * `fillsScreen` when a page's body is on its way: the footer stays below the screen's edge instead
 * of jumping down when the body arrives (docs/performance.md).
 */
export function LoadingState({
  label = 'Loading',
  text,
  fillsScreen = false,
}: {
  label?: string;
  text?: string;
  fillsScreen?: boolean;
}) {
  return (
    <Center
      css={{
        py: 16,
        minH: fillsScreen ? '100dvh' : undefined,
        alignItems: fillsScreen ? 'flex-start' : undefined,
      }}
      role="status"
      aria-live="polite"
    >
      <VStack gap={3}>
        <Spinner
          size="xl"
          css={{ color: 'brand.500', borderWidth: '3px' }}
          role="img"
          aria-label={label}
        />
        {text ? <Text css={{ color: 'gray.600' }}>{text}</Text> : null}
      </VStack>
    </Center>
  );
}
