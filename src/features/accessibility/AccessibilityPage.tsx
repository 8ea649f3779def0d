import { useAtomValue } from 'jotai';
import { BannerPage } from '../../components/BannerPage';
import { EnglishFallback } from '../../components/EnglishFallback';
import { LoadingState } from '../../components/LoadingState';
import { SafeHtml } from '../../components/SafeHtml';
import { SmartLink } from '../../components/SmartLink';
import { RequestFormCard } from '../../components/form/RequestFormCard';
import { fieldsFor } from '../../components/form/fieldsFor';
import { contractSchema } from '../../components/form/useValidation';
import { Box, Grid, Heading, Stack, Text } from '../../components/staticUi';
import { ACCESSIBILITY_STATEMENT_ID } from '../../contract/routes';
import type { BarrierReportInput } from '../../contract/schemas';
import type { LabelValue } from '../../contract/site';
import { enForms } from '../../i18n/catalogs/enForms';
import { enPages } from '../../i18n/catalogs/enPages';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';
import { pagesAtom, useSite } from '../../lib/lists';
import { sendBarrierReport } from './api';

registerEnglish(enForms);
registerEnglish(enPages);

const { TextField, EmailField, PhoneField, TextareaField } = fieldsFor<BarrierReportInput>();

/** The anchor of the barrier report form (the statement's text may link to it). */
export const REPORT_FORM_ID = 'report-barrier';

/**
 * /accessibility (ours, issue 45): the accessibility statement, whose words are a content page
 * editors keep on the content desk in three languages (the standard, the last audit, the known
 * exceptions), the accessibility officer's contact from the site data, and the barrier report
 * form, posted to /api/accessibility-barrier (docs/contract.md §5, §7).
 */
export function AccessibilityPage() {
  const t = useT();
  const { list, failed, inEnglish } = useAtomValue(pagesAtom);
  const { accessibilityOfficer } = useSite();
  const statement = list?.find((page) => page._id === ACCESSIBILITY_STATEMENT_ID);
  return (
    <BannerPage title={statement?.contentType ?? t('barrier.pageTitle')}>
      <Grid // minmax(0, …): a long e-mail address wraps instead of widening the page on a phone.
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' }}
        gap={{ base: 8, lg: 12 }}
      >
        <Box as="article" aria-label={statement?.contentType} css={{ minW: 0 }}>
          {statement ? (
            <EnglishFallback inEnglish={inEnglish(statement)}>
              <SafeHtml html={statement.content} />
            </EnglishFallback>
          ) : list === null && !failed ? (
            <LoadingState label={t('frame.loadingPage')} />
          ) : null}
        </Box>
        {accessibilityOfficer?.length ? <OfficerCard rows={accessibilityOfficer} /> : null}
      </Grid>
      <Box css={{ mt: { base: 10, md: 14 } }}>
        <RequestFormCard
          id={REPORT_FORM_ID}
          kind="barrierReport"
          words="barrier"
          loadSchema={contractSchema('barrierReportSchema')}
          send={sendBarrierReport}
        >
          <TextareaField
            name="barrier"
            label={t('barrier.what')}
            helperText={t('barrier.whatHelp')}
            required
            rows={4}
          />
          <TextField
            name="place"
            label={t('barrier.where')}
            helperText={t('barrier.whereHelp')}
            required
            wide
          />
          <TextField name="name" label={t('barrier.name')} required autoComplete="name" wide />
          <EmailField name="email" helperText={t('barrier.contactHelp')} />
          <PhoneField name="contactNo" />
          <TextField
            name="assistiveTech"
            label={t('barrier.assistiveTech')}
            helperText={t('barrier.assistiveTechHelp')}
            wide
          />
        </RequestFormCard>
      </Box>
    </BannerPage>
  );
}

/** The accessibility officer's contact, as the site data gives it (e-mail and phone as links). */
function OfficerCard({ rows }: { rows: LabelValue[] }) {
  const t = useT();
  return (
    <Stack
      as="aside"
      aria-labelledby="accessibility-officer"
      gap={3}
      css={{
        alignSelf: 'start',
        borderWidth: '1px',
        borderColor: 'gray.200',
        rounded: 'xl',
        p: 5,
        bg: 'gray.50',
      }}
    >
      <Heading as="h2" id="accessibility-officer" size="md" css={{ color: 'brand.800' }}>
        {t('barrier.officer')}
      </Heading>
      <Text css={{ color: 'gray.700', fontSize: 'sm' }}>{t('barrier.officerIntro')}</Text>
      <Box as="dl">
        {rows.map((row) => (
          <Box key={row.label} css={{ mb: 2 }}>
            <Text as="dt" css={{ color: 'gray.700', fontSize: 'sm', fontWeight: 'semibold' }}>
              {row.label}
            </Text>
            <Text as="dd" css={{ wordBreak: 'break-word', overflowWrap: 'anywhere' }}>
              {row.href ? (
                <SmartLink
                  link={{ label: row.value, href: row.href }}
                  css={{ color: 'brand.700' }}
                />
              ) : (
                row.value
              )}
            </Text>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
