// /desk/site and /desk/site/:section?language=hi|gu: the firm's site data on the desk
// (docs/contract.md §13c) — the list of sections, and one section's editor in a language.
import { Box, Flex, Link, SimpleGrid, Stack, Tag, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import {
  isSiteDeskLanguage,
  isSiteSection,
  SITE_DESK_LANGUAGES,
  type SiteDeskLanguage,
  type SiteSection,
} from '../../../contract/siteDesk';
import { LoadingState } from '../../../components/LoadingState';
import { usePageTitle } from '../../../lib/usePageTitle';
import { canEditContent } from '../shell/access';
import { formatDateTime } from '../shell/format';
import { LoadState } from '../shell/LoadState';
import { NotOnYourDesk } from '../shell/NotOnYourDesk';
import { deskPaths } from '../shell/paths';
import { useSignedIn } from '../shell/session';
import { fetchPublicSite, fetchSiteSection, fetchSiteSections } from './siteApi';
import { LANGUAGE_NAMES } from './siteDraft';
import { SiteSectionEditor } from './SiteSectionEditor';
import { useLoad } from '../shell/useLoad';
import { AppLink } from '../../../components/AppLink';
import { BackLink } from '../shell/BackLink';

function SectionList() {
  const [rows, reload] = useLoad(fetchSiteSections, 'sections');
  return (
    <>
      <Text as="h1" fontSize="2xl" fontWeight="bold" color="brand.800" mb={1}>
        Site data
      </Text>
      <Text color="gray.600" mb={5} maxW="3xl">
        The firm’s own data shown on every page, in English, Hindi and Gujarati. Save drafts,
        preview them as the site shows them, then publish; every published version is kept and can
        be restored.
      </Text>
      <LoadState load={rows} retry={reload}>
        {({ data }) => (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap={4}>
            {data.map((row) => (
              <Stack as="li" key={row.section} layerStyle="card" p={5} gap={3}>
                <Box>
                  <AppLink
                    to={deskPaths.siteSection(row.section)}
                    css={{ color: 'brand.700', fontWeight: 'semibold', fontSize: 'lg' }}
                  >
                    {row.label}
                  </AppLink>
                  <Text fontSize="sm" color="gray.600">
                    {row.shownOn}
                  </Text>
                </Box>
                <Stack as="ul" listStyleType="none" gap={1.5}>
                  {SITE_DESK_LANGUAGES.map((language) => {
                    const state = row.languages[language];
                    const waiting = state.state === 'changed';
                    return (
                      <Flex as="li" key={language} justify="space-between" align="center" gap={3}>
                        <AppLink
                          to={deskPaths.siteSection(row.section, language)}
                          lang={LANGUAGE_NAMES[language].lang}
                          css={{ color: 'brand.700', fontSize: 'sm' }}
                        >
                          {LANGUAGE_NAMES[language].tab}
                        </AppLink>
                        <Flex align="center" gap={2}>
                          {state.at ? (
                            <Text fontSize="xs" color="gray.600">
                              {state.by} · {formatDateTime(state.at)}
                            </Text>
                          ) : null}
                          <Tag.Root
                            size="sm"
                            variant="subtle"
                            colorPalette={waiting ? 'orange' : 'green'}
                          >
                            <Tag.Label>{waiting ? 'Draft waiting' : 'Published'}</Tag.Label>
                          </Tag.Root>
                        </Flex>
                      </Flex>
                    );
                  })}
                </Stack>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </LoadState>
    </>
  );
}

function LanguageTabs({ section, language }: { section: SiteSection; language: SiteDeskLanguage }) {
  return (
    <Flex
      as="nav"
      aria-label="Languages"
      gap={1}
      mb={4}
      borderBottomWidth="1px"
      borderColor="gray.200"
    >
      {SITE_DESK_LANGUAGES.map((l) => (
        <Link
          key={l}
          asChild
          px={4}
          py={2.5}
          mb="-1px"
          fontWeight="semibold"
          color={l === language ? 'brand.800' : 'gray.600'}
          borderBottomWidth="2px"
          borderColor={l === language ? 'brand.700' : 'transparent'}
          _hover={{ color: 'brand.800', textDecoration: 'none' }}
        >
          <RouterLink
            to={deskPaths.siteSection(section, l)}
            aria-current={l === language ? 'page' : undefined}
            lang={LANGUAGE_NAMES[l].lang}
          >
            {LANGUAGE_NAMES[l].tab}
          </RouterLink>
        </Link>
      ))}
    </Flex>
  );
}

function EditSection({ section, language }: { section: SiteSection; language: SiteDeskLanguage }) {
  const key = `${section}/${language}`;
  const [load, reload] = useLoad(
    () => Promise.all([fetchSiteSection(section, language), fetchPublicSite(language)]),
    key,
  );
  return (
    <Box>
      <BackLink to={deskPaths.siteData}>All site data</BackLink>
      <LanguageTabs section={section} language={language} />
      <LoadState load={load} retry={reload}>
        {([detail, site]) =>
          // Until the tab's own answer is in, the last one (another tab's) is all there is.
          `${detail.section}/${detail.language}` === key ? (
            <SiteSectionEditor
              key={key}
              section={section}
              language={language}
              initial={detail}
              initialSite={site}
            />
          ) : (
            <LoadingState label="Loading" />
          )
        }
      </LoadState>
    </Box>
  );
}

export function SiteDataPage() {
  usePageTitle('Site data · Staff desk');
  const { roles } = useSignedIn();
  const { section } = useParams();
  const language = useSearchParams()[0].get('language') ?? 'en';
  if (!canEditContent(roles)) return <NotOnYourDesk />;
  if (section === undefined) return <SectionList />;
  if (!isSiteSection(section) || !isSiteDeskLanguage(language)) return <NotOnYourDesk />;
  return <EditSection section={section} language={language} />;
}
