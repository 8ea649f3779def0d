import { linkButton } from '../../components/linkButton';
import { SmartLink } from '../../components/SmartLink';
import { Box, Heading, Text } from '../../components/staticUi';
import { SEBI_CHECK_URL } from '../../contract/trust';
import { useT } from '../../i18n/useT';

/**
 * "Check before you pay": SEBI Check looks up whether a UPI handle or bank account is a registered
 * intermediary's (on the kiosk, SmartLink shows its QR code instead of opening it).
 */
export function CheckBeforeYouPay() {
  const t = useT();
  return (
    <Box
      as="section"
      aria-labelledby="check-before-you-pay"
      css={{
        bg: 'gold.50',
        borderWidth: '1px',
        borderColor: 'gold.300',
        borderLeftWidth: '6px',
        borderLeftColor: 'gold.500',
        rounded: 'lg',
        p: { base: 5, md: 7 },
      }}
    >
      <Heading as="h2" id="check-before-you-pay" size="lg" css={{ color: 'brand.900', mb: 2 }}>
        {t('trust.checkTitle')}
      </Heading>
      <Text css={{ color: 'gray.800', mb: 4, maxW: '3xl' }}>{t('trust.checkText')}</Text>
      <SmartLink
        link={{ label: t('trust.checkLink'), href: SEBI_CHECK_URL }}
        css={linkButton.primary}
      />
      <Text css={{ color: 'gray.700', fontSize: 'sm', mt: 3, wordBreak: 'break-all' }}>
        {t('trust.checkAddress')}
      </Text>
    </Box>
  );
}
