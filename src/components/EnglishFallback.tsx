import { Box, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuLanguages } from 'react-icons/lu';
import type { SiteOverlay } from '../contract/site';
import { enSiteData } from '../i18n/catalogs/enSiteData';
import { registerEnglish } from '../i18n/runtime';
import { useT } from '../i18n/useT';
import { useEnglishFallback } from '../lib/lists';

registerEnglish(enSiteData);

const englishOnly = () => undefined;

/**
 * A page of the site data (docs/contract.md §7a) as the visitor reads it: as it is when the chosen
 * language has a version of it (`pick` finds that version's text), otherwise the English with a
 * short note in the chosen language, and `lang="en-IN"` on the English so screen readers switch voice.
 * Without `pick` the page has no version in any other language (content pages, for now).
 */
export function EnglishFallback({
  pick,
  children,
}: {
  pick?: (overlay: SiteOverlay) => unknown;
  children: ReactNode;
}) {
  const t = useT();
  if (!useEnglishFallback(pick ?? englishOnly)) return children;
  return (
    <>
      <HStack
        role="note"
        gap={3}
        mb={6}
        px={4}
        py={3}
        rounded="lg"
        bg="gold.50"
        borderWidth="1px"
        borderColor="gold.200"
        color="gray.800"
        fontSize="sm"
      >
        <Box as={LuLanguages} aria-hidden="true" flexShrink={0} boxSize={5} color="brand.700" />
        <Text>{t('siteData.englishOnly')}</Text>
      </HStack>
      <Box lang="en-IN">{children}</Box>
    </>
  );
}
