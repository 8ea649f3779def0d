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
      py={16}
      role="status"
      aria-live="polite"
      minH={fillsScreen ? '100dvh' : undefined}
      alignItems={fillsScreen ? 'flex-start' : undefined}
    >
      <VStack gap={3}>
        <Spinner size="xl" color="brand.500" borderWidth="3px" role="img" aria-label={label} />
        {text ? <Text color="gray.600">{text}</Text> : null}
      </VStack>
    </Center>
  );
}
