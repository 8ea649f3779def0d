import { TitleOnlyPage } from './TitleOnlyPage';

/** /research -report (the spec's URL, space included): a title-only page in the spec. */
export function ResearchReportPage() {
  return <TitleOnlyPage page="researchReport" />;
}
