import { Grid, Stack } from '../../components/staticUi';
import { BannerPage } from '../../components/BannerPage';
import { useSite } from '../../lib/lists';
import { ContactDetails } from './ContactDetails';
import { ContactMessageForm } from './ContactMessageForm';
import { EscalationMatrix } from '../../components/EscalationMatrix';
import { MapFrame } from './MapFrame';
import { ReachUsOnline } from './ReachUsOnline';
import { enForms } from '../../i18n/catalogs/enForms';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

registerEnglish(enForms);

/**
 * /contact-us (docs/contract.md §2): contact information, the message form, the escalation matrix, regulator
 * complaint links, a map, and social and app-store links. Everything but the form is site data.
 */
export function ContactUsPage() {
  const { contact, contactPage, social, appStores } = useSite();
  const t = useT();
  return (
    <BannerPage title={t('contact.pageTitle')} subtitle={t('contact.pageSubtitle')}>
      <Stack gap={{ base: 12, md: 16 }}>
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }}
          gap={{ base: 10, lg: 12 }}
          css={{ alignItems: 'start' }}
        >
          <ContactDetails contact={contact} />
          <ContactMessageForm />
        </Grid>
        <EscalationMatrix rows={contactPage.escalationMatrix} note={contactPage.escalationNote} />
        <ReachUsOnline
          regulatorLinks={contactPage.regulatorLinks}
          social={social}
          appStores={appStores}
        />
        <MapFrame
          embedUrl={contact.mapEmbedUrl}
          mapLink={contact.mapLink}
          office={contact.offices[0]}
        />
      </Stack>
    </BannerPage>
  );
}
