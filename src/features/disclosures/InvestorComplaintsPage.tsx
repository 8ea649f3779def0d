import { Box, Heading, Stack, Text } from '../../components/staticUi';
import { Field } from '../../components/staticUi/field';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { languageAtom } from '../../i18n/atoms';
import { INTL_LOCALE, type Language } from '../../i18n/languages';
import { OptionSelect } from '../../components/OptionSelect';
import { formatIst } from '../../contract/messages';
import { DataTable } from '../../components/DataTable';
import { LoadingState } from '../../components/LoadingState';
import { BannerPage } from '../../components/BannerPage';
import { complaintTableSet, footnotes, formatDay, formatMonthName } from './complaintTables';
import { useInvestorComplaints } from './useInvestorComplaints';
import { enDisclosures } from '../../i18n/catalogs/enDisclosures';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

registerEnglish(enDisclosures);

/**
 * SEBI's monthly investor complaints data, computed by the server from the firm's complaint
 * records (docs/contract.md §12). The specification's static tables stay on the investor page.
 */
export function InvestorComplaintsPage() {
  const [month, setMonth] = useState<string | undefined>(undefined);
  const state = useInvestorComplaints(month);
  const t = useT();
  const language = useAtomValue(languageAtom);

  return (
    <BannerPage title={t('disclosures.title')} subtitle={t('disclosures.subtitle')}>
      {state.kind === 'loading' ? <LoadingState label={t('disclosures.loading')} /> : null}
      {state.kind === 'failed' ? (
        <Text role="alert" css={{ color: 'red.700', py: 8 }}>
          {state.message}
        </Text>
      ) : null}
      {state.kind === 'loaded' ? (
        <Stack gap={6}>
          <Stack
            direction={{ base: 'column', md: 'row' }}
            justify="space-between"
            align={{ md: 'end' }}
            gap={4}
          >
            <Box>
              <Heading as="h2" size="lg" css={{ color: 'brand.800' }}>
                {t('disclosures.monthEnding', {
                  date: formatDay(state.data.monthEnding, language),
                })}
              </Heading>
              <Text css={{ color: 'gray.600', fontSize: 'sm', mt: 1 }}>
                {t('disclosures.computed', {
                  time: formatIst(state.data.computedAt, INTL_LOCALE[language]),
                })}
              </Text>
            </Box>
            <Field.Root css={{ maxW: { md: '16rem' } }}>
              <Field.Label>{t('disclosures.month')}</Field.Label>
              <OptionSelect
                options={state.data.months}
                label={(option) => formatMonthName(option, language)}
                value={state.data.month}
                onChange={(e) => setMonth(e.currentTarget.value)}
              />
            </Field.Root>
          </Stack>
          <ComplaintTables data={state.data} language={language} />
        </Stack>
      ) : null}
    </BannerPage>
  );
}

function ComplaintTables({
  data,
  language,
}: {
  data: Parameters<typeof complaintTableSet>[0];
  language: Language;
}) {
  const t = useT();
  const tables = complaintTableSet(data, t, language);
  return (
    <>
      <Box as="section" aria-labelledby="broker-tables">
        <Heading id="broker-tables" as="h2" size="md" css={{ color: 'brand.800', mb: 3 }}>
          {t('disclosures.asBroker')}
        </Heading>
        {tables.broker.map((table) => (
          <DataTable key={table.caption} table={table} />
        ))}
      </Box>
      <Box as="section" aria-labelledby="dp-tables">
        <Heading id="dp-tables" as="h2" size="md" css={{ color: 'brand.800', mb: 3 }}>
          {t('disclosures.asDp')}
        </Heading>
        <DataTable table={tables.depository} />
      </Box>
      <Box as="section" aria-labelledby="footnotes" css={{ color: 'gray.700', fontSize: 'sm' }}>
        <Heading id="footnotes" as="h2" size="sm" css={{ color: 'brand.800', mb: 2 }}>
          {t('disclosures.notes')}
        </Heading>
        <Stack as="ul" gap={1} css={{ listStyleType: 'none' }}>
          {footnotes(t).map((note) => (
            <li key={note}>{note}</li>
          ))}
        </Stack>
      </Box>
    </>
  );
}
