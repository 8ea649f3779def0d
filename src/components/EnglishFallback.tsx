import { css } from '#styled-system/css';
import type { SystemStyleObject } from '#styled-system/types';
import { Box, HStack, Text } from './staticUi';
import type { ReactNode } from 'react';
import { Glyph } from './siteIcons/Glyph';
import type { SiteOverlay } from '../contract/site';
import { enSiteData } from '../i18n/catalogs/enSiteData';
import { registerEnglish } from '../i18n/runtime';
import { useT } from '../i18n/useT';
import { useEnglishFallback } from '../lib/lists';

registerEnglish(enSiteData);

/** The note above the English: a small pale gold box, set apart from the page's own words. */
const note = {
  gap: 3,
  mb: 6,
  px: 4,
  py: 3,
  rounded: 'lg',
  bg: 'gold.50',
  borderWidth: '1px',
  borderColor: 'gold.200',
  color: 'gray.800',
  fontSize: 'sm',
} satisfies SystemStyleObject;

/** A page not of the site data: the site data's version never flags it. */
const notSiteData = () => true;

/**
 * A page as the visitor reads it (docs/contract.md §7a): as it is when the chosen language has a
 * version of it, otherwise the English with a short note in the chosen language, and `lang="en-IN"`
 * on the English so screen readers switch voice. A page of the site data says so by `pick` (which
 * finds that version's text); a content page or story by `inEnglish` (from its list).
 */
export function EnglishFallback({
  pick,
  inEnglish,
  children,
}: {
  pick?: (overlay: SiteOverlay) => unknown;
  inEnglish?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const siteInEnglish = useEnglishFallback(pick ?? notSiteData);
  if (!(inEnglish ?? siteInEnglish)) return children;
  return (
    <>
      <HStack role="note" css={note}>
        <Glyph
          name="languages"
          aria-hidden="true"
          className={css({ flexShrink: 0, boxSize: '5', color: 'brand.700' })}
        />
        <Text>{t('siteData.englishOnly')}</Text>
      </HStack>
      <Box lang="en-IN">{children}</Box>
    </>
  );
}
