import { styled } from '#styled-system/jsx';
import type { SystemStyleObject } from '#styled-system/types';
import { lazy, useState } from 'react';
import type { RequestKindName } from '../../contract/requests';
import { useT } from '../../i18n/useT';
import { OnceOpened } from '../OnceOpened';

const PrivacyNoticeBody = lazy(async () => ({
  default: (await import('./PrivacyNoticeBody')).PrivacyNoticeBody,
}));

const box = {
  borderWidth: '1px',
  borderColor: 'gray.200',
  borderRadius: 'md',
  bg: 'gray.50',
  fontSize: 'sm',
  color: 'gray.700',
  mt: 5,
} satisfies SystemStyleObject;

// A row a finger can hit on the kiosk (docs/architecture.md §5: touch rows of 48 px).
const summary = {
  minH: '12',
  px: 3,
  display: 'flex',
  alignItems: 'center',
  cursor: 'pointer',
  fontWeight: 'medium',
  color: 'brand.700',
} satisfies SystemStyleObject;

/**
 * The privacy notice at a form (docs/contract.md §16; DPDP Act 2023 s. 5): one line under the
 * form's fields, so it never pushes them down, that opens to what the kind's form collects and
 * why, how long it is kept, the rights, the firm's grievance officer for data and the full notice.
 * Its words load when it is first opened (PrivacyNoticeBody).
 */
export function PrivacyNotice({ kind }: { kind: RequestKindName }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <styled.details
      css={box}
      data-privacy-notice={kind}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <styled.summary css={summary}>{t('privacy.summary')}</styled.summary>
      <OnceOpened open={open} what="The privacy notice">
        <PrivacyNoticeBody kind={kind} />
      </OnceOpened>
    </styled.details>
  );
}
