// The desk's screens, all under /desk so the public site and the kiosk never link into them.
import type { ContentKind, ContentLanguage } from '../../../contract/contentDesk';
import type { QueueName } from '../../../contract/desk';
import type { FundList } from '../../../contract/fundLists';
import type { SiteDeskLanguage, SiteSection } from '../../../contract/siteDesk';
import { paths } from '../../../contract/routes';

export const deskPaths = {
  home: paths.desk,
  signIn: `${paths.desk}/sign-in`,
  queue: (queue: QueueName) => `${paths.desk}/${queue}`,
  audit: `${paths.desk}/audit`,
  staff: `${paths.desk}/staff`,
  sessions: `${paths.desk}/sessions`,
  mentions: `${paths.desk}/mentions`,
  accessReview: `${paths.desk}/access-review`,
  retention: `${paths.desk}/retention`,
  breaches: `${paths.desk}/breaches`,
  tradingCalendar: `${paths.desk}/trading-calendar`,
  kiosks: `${paths.desk}/kiosks`,
  outbox: `${paths.desk}/outbox`,
  grievanceDashboard: `${paths.desk}/grievance-dashboard`,
  approvals: `${paths.desk}/approvals`,
  /** The link checker's results (docs/contract.md §13f). */
  links: `${paths.desk}/links`,
  advertisements: `${paths.desk}/advertisements`,
  /** Static, so it wins over the record route `:queue/:key` (react-router ranks it higher). */
  registerComplaint: `${paths.desk}/complaints/new`,
  contentHome: `${paths.desk}/content`,
  content: (kind: ContentKind) => `${paths.desk}/content/${kind}`,
  contentNew: (kind: ContentKind) => `${paths.desk}/content/${kind}/new`,
  /** With `language`: the item's version in that language. */
  contentItem: (kind: ContentKind, id: string, language?: ContentLanguage) =>
    `${paths.desk}/content/${kind}/${encodeURIComponent(id)}${language ? `?language=${language}` : ''}`,
  funds: (list?: FundList) => `${paths.desk}/funds${list ? `/${list}` : ''}`,
  siteData: `${paths.desk}/site`,
  siteSection: (section: SiteSection, language: SiteDeskLanguage = 'en') =>
    `${paths.desk}/site/${section}${language === 'en' ? '' : `?language=${language}`}`,
  record: (queue: QueueName, key: string) => `${paths.desk}/${queue}/${encodeURIComponent(key)}`,
} as const;
