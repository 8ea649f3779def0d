import { styled } from '#styled-system/jsx';
import { privacyKeys, privacyNoticePath, RETENTION_YEARS } from '../../contract/privacy';
import type { RequestKindName } from '../../contract/requests';
import { enPrivacy } from '../../i18n/catalogs/enPrivacy';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';
import { useSite } from '../../lib/lists';
import { AppLink } from '../AppLink';

registerEnglish(enPrivacy);

/**
 * What the privacy notice says once opened (PrivacyNotice): the kind's declared words, its
 * retention, the rights, the officer from the site data and the full notice's link. Its own chunk:
 * it reads the kinds' declarations, which a form's first visit does not carry.
 */
export function PrivacyNoticeBody({ kind }: { kind: RequestKindName }) {
  const t = useT();
  const { contact } = useSite();
  const keys = privacyKeys(kind);
  const officer = [contact.dataOfficer, contact.dataOfficerEmail ?? contact.supportEmail]
    .filter(Boolean)
    .join(', ');
  return (
    <styled.div css={{ px: 3, pb: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <p>
        {t('privacy.collected', { collects: t(keys.collects), purpose: t(keys.purpose) })}{' '}
        {t('privacy.kept', { years: RETENTION_YEARS[kind] })}
      </p>
      <p>{t('privacy.rights')}</p>
      <p>{t('privacy.officer', { officer })}</p>
      <AppLink to={privacyNoticePath} css={{ color: 'brand.600', fontWeight: 'medium' }}>
        {t('privacy.fullNotice')}
      </AppLink>
    </styled.div>
  );
}
