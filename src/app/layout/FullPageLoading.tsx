import { Center, Spinner, Text, VStack } from '../../components/staticUi';
import { useT } from '../../i18n/useT';

/** The first paint while the firm's data loads: calm, centred, announced to screen readers. */
export function FullPageLoading() {
  const t = useT();
  return (
    <Center css={{ minH: '100dvh', bg: 'white' }} role="status" aria-live="polite">
      <VStack gap={4}>
        <Spinner size="xl" css={{ color: 'brand.700', borderWidth: '3px' }} />
        <Text css={{ color: 'gray.600', fontSize: 'sm', letterSpacing: 'wide' }}>
          {t('frame.loading')}
        </Text>
      </VStack>
    </Center>
  );
}
