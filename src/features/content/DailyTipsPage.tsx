import { paths } from '../../contract/routes';
import { TitleOnlyPage } from './TitleOnlyPage';
import { enPages } from '../../i18n/catalogs/enPages';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

registerEnglish(enPages);

/** /daily-tips: a title-only page in the spec; tips go to registered clients, not to the web. */
export function DailyTipsPage() {
  const t = useT();
  return (
    <TitleOnlyPage
      title={t('content.dailyTips')}
      path={paths.dailyTips}
      line={t('content.dailyTipsLine')}
    />
  );
}
