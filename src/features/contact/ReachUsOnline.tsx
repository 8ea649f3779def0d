import { Box, HStack, Heading, Stack, Wrap } from '../../components/staticUi';
import { linkButton } from '../../components/linkButton';
import { SiteIcon } from '../../components/SiteIcon';
import { SmartLink } from '../../components/SmartLink';
import type { NavLink } from '../../contract/site';
import { useT } from '../../i18n/useT';
import { ContactSection } from '../../components/ContactSection';

function LinkList({ links }: { links: NavLink[] }) {
  return (
    <Wrap as="ul" css={{ listStyleType: 'none' }} gap={3}>
      {links.map((link) => (
        <li key={link.label}>
          <SmartLink link={link} css={linkButton.chip}>
            <SiteIcon name={link.icon} />
            {link.label}
          </SmartLink>
        </li>
      ))}
    </Wrap>
  );
}

/** A titled group of those links (the firm's social pages, its apps). */
function LinkGroup({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <Box>
      <Heading as="h2" size="lg" css={{ color: 'brand.800', mb: 3 }}>
        {title}
      </Heading>
      <LinkList links={links} />
    </Box>
  );
}

/**
 * Where else an investor can go: the regulators' and exchanges' complaint portals (docs/contract.md §2), and
 * the firm's social pages and apps.
 */
export function ReachUsOnline({
  regulatorLinks,
  social,
  appStores,
}: {
  regulatorLinks: NavLink[];
  social: NavLink[];
  appStores: NavLink[];
}) {
  const t = useT();
  return (
    <Stack gap={10}>
      <ContactSection
        id="regulator-links"
        title={t('contact.regulatorsTitle')}
        intro={t('contact.regulatorsIntro')}
      >
        <LinkList links={regulatorLinks} />
      </ContactSection>
      <HStack
        as="section"
        aria-label={t('contact.followAndApps')}
        gap={10}
        wrap="wrap"
        align="start"
      >
        <LinkGroup title={t('layout.followUs')} links={social} />
        <LinkGroup title={t('layout.getApp')} links={appStores} />
      </HStack>
    </Stack>
  );
}
