import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** A centred spinner with an accessible label; `text` shows a visible line too (docs/contract.md §8). */
export function LoadingState({ label = 'Loading', text }: { label?: string; text?: string }) {
  return (
    <Center py={16} role="status" aria-live="polite">
      <VStack gap={3}>
        <Spinner size="xl" color="brand.500" borderWidth="3px" aria-label={label} />
        {text ? <Text color="gray.600">{text}</Text> : null}
      </VStack>
    </Center>
  );
}
