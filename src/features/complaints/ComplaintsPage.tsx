import { Grid, Link, Stack, Text } from '../../components/staticUi';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COMPLAINT_LOOKUP_PARAM } from '../../contract/routes';
import { COMPLAINT_SCROLL_OFFSET_PX } from '../../contract/limits';
import { FormCard } from '../../components/form/FormCard';
import { ComplaintsDataLink } from '../../components/ComplaintsDataLink';
import { BannerPage } from '../../components/BannerPage';
import { ComplaintForm } from './ComplaintForm';
import { ComplaintLookup, TRACK_COMPLAINT_ID } from './ComplaintLookup';
import { ComplaintReceipt } from './ComplaintReceipt';
import { useComplaintLookup } from './useComplaintLookup';
import { useScrollOnLoad } from '../../lib/useScrollOnLoad';
import { Trans } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { enComplaint } from '../../i18n/catalogs/enComplaint';
import { registerEnglish } from '../../i18n/runtime';

registerEnglish(enComplaint);

/** /complains, "Support / Query" (docs/contract.md §2): the complaint form and the complaint-number lookup. */
export function ComplaintsPage() {
  useScrollOnLoad(COMPLAINT_SCROLL_OFFSET_PX);
  // A tracking link (a receipt's QR code, docs/contract.md §14) names the number. It is in the
  // box from the first render, the server's included: filled later, by an effect, it could reach
  // a part React had not yet taken over from the server's picture, and React then reads the
  // picture's empty box as the visitor's typing and empties the box again (React 19's hydration
  // of a changed input; seen on a busy machine).
  const [search] = useSearchParams();
  const linkedNo = search.get(COMPLAINT_LOOKUP_PARAM)?.trim() ?? '';
  const lookup = useComplaintLookup(linkedNo);
  const t = useT();
  const [registered, setRegistered] = useState<{ complainNo: string; receivedAt: string } | null>(
    null,
  );
  const complainNo = registered?.complainNo ?? null;
  const receiptRef = useRef<HTMLDivElement>(null);
  const lookupInputRef = useRef<HTMLInputElement>(null);

  // Once the receipt is on screen: bring it into view, as the form above it was just cleared.
  useEffect(() => {
    if (!complainNo) return;
    receiptRef.current?.scrollIntoView({ block: 'center' });
    receiptRef.current?.focus({ preventScroll: true });
  }, [complainNo]);

  const { setValue, lookUp } = lookup;
  const showLookup = useCallback(
    (no: string) => {
      void lookUp(no);
      lookupInputRef.current?.scrollIntoView({ block: 'center' });
      lookupInputRef.current?.focus({ preventScroll: true });
    },
    [lookUp],
  );

  // The tracking link's number is looked up once.
  const linkedDone = useRef(false);
  useEffect(() => {
    if (!linkedNo || linkedDone.current) return;
    linkedDone.current = true;
    showLookup(linkedNo);
  }, [linkedNo, showLookup]);

  return (
    <BannerPage title={t('complaint.pageTitle')} subtitle={t('complaint.pageSubtitle')}>
      <Grid
        // One column on a portrait kiosk at a larger text size (kiosk.css).
        data-kiosk-stack=""
        templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        gap={{ base: 8, lg: 10 }}
        css={{ alignItems: 'start' }}
      >
        <FormCard title={t('complaint.formTitle')} intro={t('complaint.formIntro')}>
          {complainNo ? null : (
            // On a phone the lookup comes after the whole form; this saves scrolling past it.
            <Text css={{ hideFrom: 'lg', mb: 5, fontSize: 'sm' }}>
              <Trans
                id="complaint.alreadyRegistered"
                components={{
                  0: (
                    <Link
                      href={`#${TRACK_COMPLAINT_ID}`}
                      css={{ color: 'brand.700', fontWeight: 'semibold' }}
                    />
                  ),
                }}
              />
            </Text>
          )}
          {registered ? (
            <ComplaintReceipt
              ref={receiptRef}
              complainNo={registered.complainNo}
              receivedAt={registered.receivedAt}
              onTrack={() => {
                setValue(registered.complainNo);
                showLookup(registered.complainNo);
              }}
            />
          ) : null}
          <ComplaintForm
            onRegistered={(answer) =>
              setRegistered({
                complainNo: answer.data.complainNo,
                receivedAt: new Date().toISOString(),
              })
            }
          />
        </FormCard>
        <Stack>
          <ComplaintLookup
            value={lookup.value}
            onChange={lookup.setValue}
            state={lookup.state}
            onLookUp={(no) => void lookup.lookUp(no)}
            inputRef={lookupInputRef}
          />
          <Text css={{ color: 'gray.700', fontSize: 'sm', mt: 4 }}>
            <Trans id="complaint.howWeAreDoing" components={{ 0: <ComplaintsDataLink /> }} />
          </Text>
        </Stack>
      </Grid>
    </BannerPage>
  );
}
