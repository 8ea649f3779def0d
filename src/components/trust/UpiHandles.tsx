import type { SystemStyleObject } from '#styled-system/types';
import { KioskQr } from '../kiosk/KioskQr';
import { Box, Flex, SimpleGrid, Text } from '../staticUi';
import type { UpiHandle } from '../../contract/site';
import { upiPayUri } from '../../contract/trust';
import { useT } from '../../i18n/useT';
import { ValidatedMark } from './ValidatedMark';

/** The handle as a payer types it: large, monospaced, breaking anywhere on a narrow phone. */
const handleText = {
  fontFamily: 'mono',
  fontSize: { base: 'md', md: 'lg' },
  fontWeight: 'bold',
  color: 'brand.900',
  overflowWrap: 'anywhere',
} satisfies SystemStyleObject;

/** The QR code on a white plate with a hairline frame, so a phone's camera finds its edge. */
const qrPlate = {
  flexShrink: 0,
  alignSelf: { base: 'center', sm: 'flex-start' },
  p: 2,
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'gray.200',
  rounded: 'md',
} satisfies SystemStyleObject;

/**
 * The firm's validated UPI handles, each a card with the green mark, the handle, its payee and
 * bank, and the QR code a UPI app scans (docs/contract.md §2, /validated-accounts).
 */
export function UpiHandles({ rows }: { rows: UpiHandle[] }) {
  const t = useT();
  return (
    <SimpleGrid as="ul" css={{ listStyleType: 'none', gap: 5 }} columns={1}>
      {rows.map((row) => (
        <Flex
          as="li"
          key={row.handle}
          css={{
            layerStyle: 'card',
            borderTopWidth: '4px',
            borderTopColor: 'green.600',
            p: 5,
            gap: 5,
          }}
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
        >
          <Box css={{ minW: 0 }}>
            <ValidatedMark label={t('trust.validated')} name={t('trust.validatedMark')} />
            <Text css={[handleText, { mt: 3 }]}>{row.handle}</Text>
            <Text css={{ color: 'gray.700', fontSize: 'sm', mt: 3 }}>
              <Box as="span" css={{ fontWeight: 'semibold' }}>
                {t('trust.payee')}:
              </Box>{' '}
              {row.payee}
            </Text>
            <Text css={{ color: 'gray.700', fontSize: 'sm' }}>
              <Box as="span" css={{ fontWeight: 'semibold' }}>
                {t('trust.bank')}:
              </Box>{' '}
              {row.bank}
            </Text>
          </Box>
          <Box css={qrPlate}>
            {/* The kiosk's QR look (medium correction, quiet zone, navy on white). */}
            <KioskQr
              value={upiPayUri(row.handle, row.payee)}
              size={148}
              label={t('trust.qrLabel', { handle: row.handle })}
            />
          </Box>
        </Flex>
      ))}
    </SimpleGrid>
  );
}
