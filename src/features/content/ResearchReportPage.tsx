import { paths } from '../../contract/routes';
import { TitleOnlyPage } from './TitleOnlyPage';

/** /research -report (the spec's URL, space included): a title-only page in the spec. */
export function ResearchReportPage() {
  return (
    <TitleOnlyPage
      title="Research Report"
      path={paths.researchReport}
      line="Our research reports are shared with registered clients by e-mail and on the trading platform. Please contact your relationship manager for the latest reports."
    />
  );
}
