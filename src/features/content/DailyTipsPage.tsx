import { paths } from '../../contract/routes';
import { TitleOnlyPage } from './TitleOnlyPage';

/** /daily-tips: a title-only page in the spec; tips go to registered clients, not to the web. */
export function DailyTipsPage() {
  return (
    <TitleOnlyPage
      title="Daily Tips"
      path={paths.dailyTips}
      line="Daily tips are published to registered clients through our research desk and trading platform before the market opens. They are not listed on this public page."
    />
  );
}
