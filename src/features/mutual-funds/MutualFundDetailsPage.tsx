import { Box, Button, Grid, Heading, Text } from '../../components/staticUi';
import { Field } from '../../components/staticUi/field';
import { NativeSelect } from '../../components/staticUi/nativeSelect';
import { useState } from 'react';
import { BannerPage } from '../../components/BannerPage';
import { SmartLink } from '../../components/SmartLink';
import { useSite } from '../../lib/lists';
import { amcCategoryListAtom, amcListAtom } from './atoms';
import { useNameList } from './useNameList';
import { useSchemes, type SchemeList } from './useSchemes';
import { enFunds } from '../../i18n/catalogs/enFunds';
import { registerEnglish } from '../../i18n/runtime';
import { Trans } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import type { MessageKey } from '../../i18n/catalogs/en';
import type { Translate } from '../../i18n/validation';

registerEnglish(enFunds);

/** What the AMC and the Category dropdowns say: their label and their empty choice. */
const nameSelectWords = {
  amc: { label: 'funds.amc', placeholder: 'funds.selectAmc' },
  category: { label: 'funds.category', placeholder: 'funds.selectCategory' },
} satisfies Record<string, { label: MessageKey; placeholder: MessageKey }>;

/**
 * /mtual-fund-details (the spec's spelling): AMC, Category and Scheme dropdowns (docs/contract.md §4). Native
 * selects: they work best with touch screens, screen readers and the branch kiosk.
 */
export function MutualFundDetailsPage() {
  const { mutualFunds } = useSite();
  const amcs = useNameList(amcListAtom, (a) => a.AMCName);
  const categories = useNameList(amcCategoryListAtom, (c) => c.CategoryName);
  const schemes = useSchemes();
  const [amc, setAmc] = useState('');
  const [category, setCategory] = useState('');
  const [scheme, setScheme] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const t = useT();
  const platform = (
    <SmartLink
      link={mutualFunds.externalLink}
      css={{ color: 'brand.600', fontWeight: 'semibold' }}
    />
  );

  // Another AMC or category forgets the schemes loaded for the last pair and the scheme chosen.
  const choose = (set: (value: string) => void) => (value: string) => {
    set(value);
    schemes.clear();
    setScheme('');
    setSubmitted(false);
  };
  // docs/contract.md §4: schemes load when the Scheme dropdown is opened, and only once AMC and Category are set.
  const openSchemes = () => schemes.open(amc, category);

  return (
    <BannerPage title={t('funds.title')} subtitle={t('funds.subtitle')} maxW="5xl">
      <Box
        as="form"
        aria-labelledby="mf-form-title"
        onSubmit={(e) => e.preventDefault()}
        css={{
          borderWidth: '1px',
          borderColor: 'gray.200',
          rounded: 'xl',
          p: { base: 5, md: 8 },
          shadow: 'sm',
          bg: 'white',
        }}
      >
        <Heading as="h2" id="mf-form-title" size="lg" css={{ color: 'brand.800', mb: 1 }}>
          {t('funds.formTitle')}
        </Heading>
        <Text css={{ color: 'gray.600', mb: 6 }}>{t('funds.formIntro')}</Text>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1.6fr' }} gap={5}>
          <NameSelect which="amc" value={amc} list={amcs} onChange={choose(setAmc)} />
          <NameSelect
            which="category"
            value={category}
            list={categories}
            onChange={choose(setCategory)}
          />
          <Field.Root css={{ gridColumn: { md: 'span 2', lg: 'auto' } }}>
            <Field.Label css={{ fontWeight: 'semibold' }}>{t('funds.scheme')}</Field.Label>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field
                value={scheme}
                onChange={(e) => {
                  setScheme(e.currentTarget.value);
                  setSubmitted(false);
                }}
                onFocus={openSchemes}
                onPointerDown={openSchemes}
                // Keyboard users open a focused select with Alt+Down, Space or Enter.
                onKeyDown={openSchemes}
              >
                <SchemeOptions list={schemes.list} ready={Boolean(amc && category)} />
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText role="status" css={{ minH: '1.25rem' }}>
              {schemeStatus(t, schemes.list, Boolean(amc && category))}
            </Field.HelperText>
          </Field.Root>
        </Grid>
        <Box css={{ mt: 6 }}>
          {/* docs/contract.md §2: the Submit link does nothing here; scheme details live on the partner site. */}
          <Button
            type="button"
            variant="plain"
            css={{
              color: 'brand.600',
              textDecoration: 'underline',
              textUnderlineOffset: '3px',
              px: 0,
              fontWeight: 'semibold',
            }}
            onClick={() => setSubmitted(true)}
          >
            {t('funds.submit')}
          </Button>
          <Text role="status" css={{ color: 'gray.700', mt: 2 }}>
            {!submitted ? null : scheme ? (
              <Trans id="funds.details" values={{ scheme }} components={{ 0: platform }} />
            ) : (
              t('funds.chooseScheme')
            )}
          </Text>
        </Box>
      </Box>
      <Text css={{ color: 'gray.600', mt: 6, fontSize: 'sm' }}>
        <Trans id="funds.platform" components={{ 0: platform }} />
      </Text>
    </BannerPage>
  );
}

function NameSelect(props: {
  which: keyof typeof nameSelectWords;
  value: string;
  list: ReturnType<typeof useNameList>;
  onChange: (value: string) => void;
}) {
  const { which, value, list, onChange } = props;
  const { names, failed } = list;
  const words = nameSelectWords[which];
  const t = useT();
  return (
    <Field.Root invalid={failed}>
      <Field.Label css={{ fontWeight: 'semibold' }}>{t(words.label)}</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">
            {names === null && !failed ? t('funds.loading') : t(words.placeholder)}
          </option>
          {names?.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {failed ? <Field.ErrorText>{t('frame.listFailed')}</Field.ErrorText> : null}
    </Field.Root>
  );
}

function SchemeOptions({ list, ready }: { list: SchemeList; ready: boolean }) {
  const t = useT();
  switch (list.state) {
    case 'loading':
      return <option value="">{t('funds.loading')}</option>;
    case 'failed':
      return <option value="">{t('frame.listFailed')}</option>;
    case 'loaded':
      if (list.schemes.length === 0) return <option value="">{t('funds.noScheme')}</option>;
      return (
        <>
          <option value="">{t('funds.selectScheme')}</option>
          {list.schemes.map((s) => (
            <option key={s.SchemeName} value={s.SchemeName}>
              {s.SchemeName}
            </option>
          ))}
        </>
      );
    default:
      return <option value="">{t(ready ? 'funds.selectScheme' : 'funds.chooseFirst')}</option>;
  }
}

function schemeStatus(t: Translate, list: SchemeList, ready: boolean): string {
  if (list.state === 'loading') return t('funds.loading');
  if (list.state === 'failed') return t('frame.listFailed');
  if (list.state === 'loaded') {
    const count = list.schemes.length;
    return count === 0 ? t('funds.noScheme') : t('funds.available', { count });
  }
  return ready ? t('funds.openList') : '';
}
