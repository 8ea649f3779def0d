import { TitleOnlyPage } from './TitleOnlyPage';

/** /daily-tips: a title-only page in the spec; tips go to registered clients, not to the web. */
export function DailyTipsPage() {
  return <TitleOnlyPage page="dailyTips" />;
}
