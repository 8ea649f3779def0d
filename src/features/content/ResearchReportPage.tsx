import { paths } from '../../contract/routes';
import { TitleOnlyPage } from './TitleOnlyPage';
import { enPages } from '../../i18n/catalogs/enPages';
import { registerEnglish } from '../../i18n/runtime';
import { useT } from '../../i18n/useT';

registerEnglish(enPages);

/** /research -report (the spec's URL, space included): a title-only page in the spec. */
export function ResearchReportPage() {
  const t = useT();
  return (
    <TitleOnlyPage
      title={t('content.researchReport')}
      path={paths.researchReport}
      line={t('content.researchReportLine')}
    />
  );
}
