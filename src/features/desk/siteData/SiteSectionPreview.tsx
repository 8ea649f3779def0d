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
import type { ReactNode } from 'react';

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
  /**
   * The section's public place (the frame's title), the draft drawn as it stands there, and
   * whether it is drawn with the page's padding around it.
   */
  const preview = (): [string, ReactNode, 'padded'?] => {
    switch (section) {
      case 'notices':
        return ['Home page notices', <NoticesTicker notices={site.home.notices} />];
      case 'escalation':
        return [
          'Contact us',
          <Container maxW="7xl" py={8}>
            <EscalationMatrix
              rows={site.contactPage.escalationMatrix}
              note={site.contactPage.escalationNote}
            />
          </Container>,
        ];
      case 'key-personnel':
      case 'bank-accounts': {
        const table =
          section === 'key-personnel'
            ? site.investorCharter.keyPersonnel
            : site.investorCharter.clientBankAccounts;
        return ['Investor charter popup', <DataTable table={table} />, 'padded'];
      }
      case 'registrations':
        return [
          'Footer',
          <LabelValues
            title={site.footer.registrations.title}
            items={site.footer.registrations.items.map((i) => [i.label, i.value])}
          />,
        ];
      case 'upi-handles':
        return [
          'Pay only to our validated accounts',
          <UpiHandles rows={site.trust.upi.rows} />,
          'padded',
        ];
      case 'official-channels':
        return [
          'Our registrations and official channels',
          <OfficialChannels rows={site.trust.channels.rows} />,
          'padded',
        ];
      case 'fraud-warning':
        return [
          'Footer',
          <Box bg="brand.950" p={6}>
            <FraudWarning warning={site.trust.fraudWarning} dark />
          </Box>,
        ];
      case 'contacts':
        return [
          'Contact us',
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
          </Stack>,
        ];
    }
  };
  const [title, drawn, padded] = preview();
  return (
    <Box lang={lang}>
      <PreviewFrame title={title}>{padded ? <Box p={6}>{drawn}</Box> : drawn}</PreviewFrame>
    </Box>
  );
}
