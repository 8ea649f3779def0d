// The site data desk's preview (docs/contract.md §13c): the draft laid into what visitors see now
// and drawn by the components the public pages use.
import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DataTable } from '../../../components/DataTable';
import { EscalationMatrix } from '../../../components/EscalationMatrix';
import { NoticesTicker } from '../../../components/NoticesTicker';
import type { SiteConfig } from '../../../contract/site';
import type { SiteSection } from '../../../contract/siteDesk';
import { FraudWarning } from '../../../components/trust/FraudWarning';
import { OfficialChannels } from '../../../components/trust/OfficialChannels';
import { UpiHandles } from '../../../components/trust/UpiHandles';
import { PreviewFrame } from '../shell/PreviewFrame';

function LabelValues({ title, items }: { title: string; items: [string, string][] }) {
  return (
    <Box bg="brand.900" color="white" p={6}>
      <Heading as="h3" size="sm" mb={3} color="gold.300">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
        {items.map(([label, value], n) => (
          <Box key={n} fontSize="sm">
            <Text color="whiteAlpha.700">{label}</Text>
            <Text>{value}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

export function SiteSectionPreview({
  section,
  site,
  lang,
}: {
  section: SiteSection;
  site: SiteConfig;
  /** The `lang` of the drawn text (screen readers and fonts). */
  lang: string;
}) {
  const body = () => {
    switch (section) {
      case 'notices':
        return (
          <PreviewFrame title="Home page notices">
            <NoticesTicker notices={site.home.notices} />
          </PreviewFrame>
        );
      case 'escalation':
        return (
          <PreviewFrame title="Contact us">
            <Container maxW="7xl" py={8}>
              <EscalationMatrix
                rows={site.contactPage.escalationMatrix}
                note={site.contactPage.escalationNote}
              />
            </Container>
          </PreviewFrame>
        );
      case 'key-personnel':
      case 'bank-accounts': {
        const table =
          section === 'key-personnel'
            ? site.investorCharter.keyPersonnel
            : site.investorCharter.clientBankAccounts;
        return (
          <PreviewFrame title="Investor charter popup">
            <Box p={6}>
              <DataTable table={table} />
            </Box>
          </PreviewFrame>
        );
      }
      case 'registrations':
        return (
          <PreviewFrame title="Footer">
            <LabelValues
              title={site.footer.registrations.title}
              items={site.footer.registrations.items.map((i) => [i.label, i.value])}
            />
          </PreviewFrame>
        );
      case 'upi-handles':
        return (
          <PreviewFrame title="Pay only to our validated accounts">
            <Box p={6}>
              <UpiHandles rows={site.trust.upi.rows} />
            </Box>
          </PreviewFrame>
        );
      case 'official-channels':
        return (
          <PreviewFrame title="Our registrations and official channels">
            <Box p={6}>
              <OfficialChannels rows={site.trust.channels.rows} />
            </Box>
          </PreviewFrame>
        );
      case 'fraud-warning':
        return (
          <PreviewFrame title="Footer">
            <Box bg="brand.950" p={6}>
              <FraudWarning warning={site.trust.fraudWarning} dark />
            </Box>
          </PreviewFrame>
        );
      case 'contacts':
        return (
          <PreviewFrame title="Contact us">
            <Stack p={6} gap={4}>
              <Text>
                {site.contact.phoneDisplay} · {site.contact.supportEmail} · {site.contact.hours}
              </Text>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
                {site.contact.offices.map((office, n) => (
                  <Box key={n} layerStyle="card" p={4}>
                    <Heading as="h3" size="sm" color="brand.800" mb={1}>
                      {office.title}
                    </Heading>
                    {office.lines.map((line, l) => (
                      <Text key={l} fontSize="sm">
                        {line}
                      </Text>
                    ))}
                    <Text fontSize="sm" color="gray.600" mt={1}>
                      {[office.phone, office.email].filter(Boolean).join(' · ')}
                    </Text>
                  </Box>
                ))}
              </SimpleGrid>
            </Stack>
          </PreviewFrame>
        );
    }
  };
  return <Box lang={lang}>{body()}</Box>;
}
