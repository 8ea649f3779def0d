import { Box, Button, Container, Field, Grid, Heading, NativeSelect, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { msg } from '../../contract/messages';
import { PageBanner } from '../../components/PageBanner';
import { SmartLink } from '../../components/SmartLink';
import { useSite } from '../../lib/lists';
import { amcCategoryListAtom, amcListAtom } from './atoms';
import { useNameList } from './useNameList';
import { useSchemes, type SchemeList } from './useSchemes';

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

  const reset = () => {
    schemes.clear();
    setScheme('');
    setSubmitted(false);
  };
  // docs/contract.md §4: schemes load when the Scheme dropdown is opened, and only once AMC and Category are set.
  const openSchemes = () => schemes.open(amc, category);

  return (
    <>
      <PageBanner title="Mutual Fund Details" subtitle="Find a scheme by fund house and category" />
      <Container maxW="5xl" py={{ base: 8, md: 12 }}>
        <Box
          as="form"
          aria-labelledby="mf-form-title"
          onSubmit={(e) => e.preventDefault()}
          borderWidth="1px"
          borderColor="gray.200"
          rounded="xl"
          p={{ base: 5, md: 8 }}
          shadow="sm"
          bg="white"
        >
          <Heading as="h2" id="mf-form-title" size="lg" color="brand.800" mb={1}>
            Choose a scheme
          </Heading>
          <Text color="gray.600" mb={6}>
            Select the fund house (AMC) and the category; the Scheme list then shows the matching
            schemes.
          </Text>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1.6fr' }} gap={5}>
            <NameSelect
              label="AMC"
              value={amc}
              names={amcs.names}
              failed={amcs.failed}
              placeholder="Select AMC"
              onChange={(v) => {
                setAmc(v);
                reset();
              }}
            />
            <NameSelect
              label="Category"
              value={category}
              names={categories.names}
              failed={categories.failed}
              placeholder="Select category"
              onChange={(v) => {
                setCategory(v);
                reset();
              }}
            />
            <Field.Root gridColumn={{ md: 'span 2', lg: 'auto' }}>
              <Field.Label fontWeight="semibold">Scheme</Field.Label>
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
              <Field.HelperText role="status" minH="1.25rem">
                {schemeStatus(schemes.list, Boolean(amc && category))}
              </Field.HelperText>
            </Field.Root>
          </Grid>
          <Box mt={6}>
            {/* docs/contract.md §2: the Submit link does nothing here; scheme details live on the partner site. */}
            <Button
              type="button"
              variant="plain"
              color="brand.600"
              textDecoration="underline"
              textUnderlineOffset="3px"
              px={0}
              fontWeight="semibold"
              onClick={() => setSubmitted(true)}
            >
              Submit
            </Button>
            <Text role="status" mt={2} color="gray.700">
              {submitted
                ? submitNote(
                    scheme,
                    <SmartLink
                      link={mutualFunds.externalLink}
                      color="brand.600"
                      fontWeight="semibold"
                    />,
                  )
                : null}
            </Text>
          </Box>
        </Box>
        <Text mt={6} fontSize="sm" color="gray.600">
          Scheme details, NAVs and online investing are available on our mutual fund platform:{' '}
          <SmartLink link={mutualFunds.externalLink} color="brand.600" fontWeight="semibold" />.
          Mutual fund investments are subject to market risks; read all scheme-related documents
          carefully.
        </Text>
      </Container>
    </>
  );
}

function submitNote(scheme: string, link: ReactNode): ReactNode {
  if (!scheme) return 'Please choose a scheme first.';
  return (
    <>
      Details of {scheme} open on our mutual fund platform: {link}
    </>
  );
}

function NameSelect(props: {
  label: string;
  value: string;
  names: string[] | null;
  failed: boolean;
  placeholder: string;
  onChange: (value: string) => void;
}) {
  const { label, value, names, failed, placeholder, onChange } = props;
  return (
    <Field.Root invalid={failed}>
      <Field.Label fontWeight="semibold">{label}</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{names === null && !failed ? msg.schemesLoading : placeholder}</option>
          {names?.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {failed ? <Field.ErrorText>{msg.listLoadFailed}</Field.ErrorText> : null}
    </Field.Root>
  );
}

function SchemeOptions({ list, ready }: { list: SchemeList; ready: boolean }) {
  switch (list.state) {
    case 'loading':
      return <option value="">{msg.schemesLoading}</option>;
    case 'failed':
      return <option value="">{msg.listLoadFailed}</option>;
    case 'loaded':
      if (list.schemes.length === 0) return <option value="">{msg.noScheme}</option>;
      return (
        <>
          <option value="">Select scheme</option>
          {list.schemes.map((s) => (
            <option key={s.SchemeName} value={s.SchemeName}>
              {s.SchemeName}
            </option>
          ))}
        </>
      );
    default:
      return <option value="">{ready ? 'Select scheme' : 'Choose AMC and category first'}</option>;
  }
}

function schemeStatus(list: SchemeList, ready: boolean): string {
  if (list.state === 'loading') return msg.schemesLoading;
  if (list.state === 'failed') return msg.listLoadFailed;
  if (list.state === 'loaded') {
    const n = list.schemes.length;
    return n === 0 ? msg.noScheme : `${n} scheme${n === 1 ? '' : 's'} available`;
  }
  return ready ? 'Open the Scheme list to load the schemes.' : '';
}
