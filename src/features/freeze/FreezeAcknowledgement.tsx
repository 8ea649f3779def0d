import { useAtomValue } from 'jotai';
import { Glyph } from '../../components/siteIcons/Glyph';
import type { StopTradeAck } from '../../contract/entities';
import { formatIst } from '../../contract/messages';
import { isKiosk } from '../../lib/kioskMode';
import type { NavLink } from '../../contract/site';
import { TakeAwaySlot } from '../../components/kiosk/TakeAwaySlot';
import { SiteDialog } from '../../components/SiteDialog';
import { Box, Button, Text } from '../../components/staticUi';
import { Dialog } from '../../components/staticUi/dialog';
import { languageAtom } from '../../i18n/atoms';
import { INTL_LOCALE } from '../../i18n/languages';
import { Trans } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { FreezePolicyLink } from './FreezePolicyLink';

/**
 * SEBI asks brokers to acknowledge a freeze request with a number and a time stamp: shown here,
 * after the request dialog has closed, until the visitor dismisses it.
 */
export function FreezeAcknowledgement({
  ack,
  open,
  onClose,
  policy,
  finalFocus,
}: {
  ack: StopTradeAck | null;
  open: boolean;
  onClose: () => void;
  /** Where focus goes once it is closed (SiteDialog's finalFocus). */
  finalFocus: () => HTMLElement | null;
  /** SEBI's voluntary freeze policy page: timelines, pending orders, restoring access. */
  policy: NavLink;
}) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  return (
    <SiteDialog
      open={open && ack !== null}
      onClose={onClose}
      role="alertdialog"
      finalFocus={finalFocus}
      size={{ base: 'sm', md: isKiosk ? 'lg' : 'md' }}
      closeButton="lg"
    >
      <Dialog.Header>
        <Dialog.Title
          css={{
            color: 'green.800',
            fontSize: 'xl',
            display: 'flex',
            alignItems: 'center',
            gap: 2,
          }}
        >
          <Glyph name="circle-check" aria-hidden="true" />
          {t('freeze.ackTitle')}
        </Dialog.Title>
      </Dialog.Header>
      {ack ? (
        <Dialog.Body>
          <Dialog.Description css={{ color: 'gray.700', mb: 4 }}>
            {t('freeze.ackIntro')}
          </Dialog.Description>
          <Box
            as="dl"
            css={{
              p: 4,
              rounded: 'lg',
              bg: 'green.50',
              borderWidth: '1px',
              borderColor: 'green.200',
            }}
          >
            <Text as="dt" css={{ color: 'gray.700', fontSize: 'sm' }}>
              {t('freeze.ackNumber')}
            </Text>
            <Text
              as="dd"
              data-testid="freeze-ack-number"
              css={{
                color: 'brand.900',
                fontFamily: 'mono',
                fontWeight: 'bold',
                fontSize: '2xl',
                mb: 3,
              }}
            >
              {ack.ackNo}
            </Text>
            <Text as="dt" css={{ color: 'gray.700', fontSize: 'sm' }}>
              {t('freeze.receivedAt')}
            </Text>
            <Text as="dd" data-testid="freeze-ack-time" css={{ fontWeight: 'semibold' }}>
              {formatIst(ack.receivedAt, INTL_LOCALE[language])}
            </Text>
          </Box>
          <Text css={{ color: 'gray.700', fontSize: 'sm', mt: 4 }}>
            <Trans
              id="freeze.ackPolicy"
              components={{
                0: <FreezePolicyLink policy={policy} onClose={onClose} />,
              }}
            />
          </Text>
          <TakeAwaySlot
            receipt={{ kind: 'freeze', number: ack.ackNo, receivedAt: ack.receivedAt }}
          />
        </Dialog.Body>
      ) : null}
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button size="xl" css={{ colorPalette: 'brand', width: { base: 'full', sm: 'auto' } }}>
            {t('freeze.done')}
          </Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
    </SiteDialog>
  );
}
