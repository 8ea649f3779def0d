// The firm's own data (docs/architecture.md §1: "content is data"): name, contacts, registrations, menus, tiles and
// the static tables of the investor pages. Served by GET /api/site from data/seed/site.json, so
// another firm rebrands by editing data, not code.

export type DialogName = 'quickContact' | 'downloadForms' | 'freeze';

/**
 * A navigation target. `href` starting with '/' is a route of this app, with 'http' an external
 * site (opened in a new tab on the web, as a QR code on the kiosk), 'tel:'/'mailto:' a call or mail.
 * No `href` and no `action`: the spec's "tiles with no target" – rendered as plain text.
 */
export interface NavLink {
  label: string;
  href?: string;
  action?: DialogName;
  /** Short helper text (tiles, cards). */
  description?: string;
  /** Icon key understood by src/components/SiteIcon. */
  icon?: string;
}

/** One ticker entry: the provider's symbol (e.g. 'NSE:NIFTY') and the label shown for it. */
export interface TickerSymbol {
  proName: string;
  title: string;
}

export interface MenuGroup {
  label: string;
  items: NavLink[];
}

export interface Address {
  title: string;
  lines: string[];
  phone?: string;
  email?: string;
}

export interface LabelValue {
  label: string;
  value: string;
  href?: string;
}

export interface Table {
  caption?: string;
  columns: string[];
  rows: string[][];
}

export interface EscalationRow {
  level: string;
  contactPerson: string;
  designation: string;
  address: string;
  phone: string;
  email: string;
  workingHours: string;
}

/** One of the firm's validated UPI handles (SEBI/HO/DEPA-II/DEPA-II_SRG/P/CIR/2025/86). */
export interface UpiHandle {
  /** `name.brk@valid<bank>`: what a payer's app shows and the QR code's `pa`. */
  handle: string;
  /** The account holder's name as the bank knows it: the QR code's `pn`. */
  payee: string;
  bank: string;
}

/** One official channel: a website, an app, a social handle, a number or an e-mail address. */
export interface OfficialChannel {
  /** What kind of channel it is, as visitors read it ("Website", "Trading app", "Service calls"). */
  kind: string;
  label: string;
  value: string;
  href?: string;
}

export interface InvestorInfoPage {
  /** Route path, one of the five investor-information routes of docs/contract.md §2. */
  path: string;
  title: string;
  intro?: string;
  tables: Table[];
}

export interface SiteConfig {
  firm: {
    name: string;
    shortName: string;
    legalName: string;
    tagline: string;
    /** Site image (under /api/site-images/). */
    logo: string;
    /** Shown wherever registration numbers are: they are sample values in the seed. */
    registrationNote: string;
    copyright: string;
    /**
     * The public website's origin (e.g. https://www.example.in): the kiosk's tracking QR codes
     * and receipts point there, as a phone cannot reach a kiosk's own server. Default: the page's.
     */
    website?: string;
  };
  contact: {
    phone: string;
    phoneDisplay: string;
    supportEmail: string;
    /** docs/contract.md §9: 'Mon-Fri 8:00 am-6:00 pm'. */
    hours: string;
    /**
     * The firm's grievance officer for personal data (DPDP Rules 2025 r. 9), named in every form's
     * privacy notice (docs/contract.md §16); without them the notice names the support e-mail.
     */
    dataOfficer?: string;
    dataOfficerEmail?: string;
    offices: Address[];
    mapEmbedUrl: string;
    mapLink: string;
  };
  topBar: {
    supportLive: NavLink;
    eVoting: NavLink;
    signIn: NavLink;
    freeze: NavLink;
  };
  menus: MenuGroup[];
  headerButtons: NavLink[];
  footer: {
    quickLinks: NavLink[];
    otherLinks: NavLink[];
    usefulLinks: NavLink[];
    grievance: { title: string; items: LabelValue[] };
    registrations: { title: string; items: LabelValue[] };
    exchangeLinks: NavLink[];
  };
  social: NavLink[];
  appStores: NavLink[];
  chat: NavLink;
  home: {
    /** Two site images, 5 s each (docs/contract.md §2). */
    popupImages: { image: string; alt: string }[];
    /** The embed page of the ticker widget and what it shows (exchange-prefixed symbols). */
    ticker: { url: string; title: string; symbols: TickerSymbol[] };
    tiles: NavLink[];
    about: { title: string; html: string; image: string; link: NavLink };
    services: { title: string; intro: string; cards: NavLink[] };
    notices: NavLink[];
    /**
     * Beside the grievance entry points, the regulator's links SEBI's 2023 circulars ask for on
     * the home page (SCORES, SMART ODR); docs/contract.md §12.
     */
    grievance: { title: string; text: string; links: NavLink[] };
  };
  /** SEBI's voluntary freeze/block policy page, linked from the freeze dialog and its receipt. */
  freezePolicy: NavLink;
  companyProfile: {
    whoWeAre: string;
    whatWeOffer: string;
    callToTrade: NavLink;
    onlineTrading: NavLink;
  };
  premiumClient: { title: string; html: string; image: string; features: NavLink[] };
  about: { title: string; html: string; image: string; highlights: LabelValue[] };
  contactPage: {
    escalationMatrix: EscalationRow[];
    escalationNote: string;
    regulatorLinks: NavLink[];
  };
  stockMarket: { indices: string[]; table: Table; note: string };
  mutualFunds: { externalLink: NavLink };
  investorCharter: {
    /**
     * The investor-information page of docs/contract.md §2 (route chosen in src/contract/routes.ts);
     * its title is the app's (investor.title), its subtitle the menu group that links to it.
     */
    image: string;
    html: string;
    complaintStats: { asOf: string; bySource: Table; monthlyTrend: Table; annualTrend: Table };
    clientBankAccounts: Table;
    /** The exchanges' mandated note, shown under the specification's table (its columns kept). */
    clientBankAccountsNote: string;
    keyPersonnel: Table;
  };
  investorInfo: InvestorInfoPage[];
  /**
   * The accessibility officer's contact rows (name, designation, e-mail, phone, hours), shown on
   * the accessibility statement (issue 45). Data stored before it was added has none.
   */
  accessibilityOfficer?: LabelValue[];
  /**
   * Ours (issue 46, docs/contract.md §2): what keeps an investor's money from impostors, on the
   * validated-accounts and registrations pages, the footer and the fraud report's page.
   */
  trust: {
    upi: { title: string; intro: string; rows: UpiHandle[] };
    channels: { title: string; intro: string; rows: OfficialChannel[] };
    /** What the firm never asks for (`neverAsk`) and how to report someone posing as it. */
    fraudWarning: {
      title: string;
      text: string;
      /** The list's lead-in: "We will never ask you for:". */
      lead: string;
      neverAsk: { label: string }[];
      report: string;
    };
  };
}

/**
 * A language's version of the site data (docs/contract.md §7a): the same shape as `SiteConfig`,
 * any part left out. Lists are matched by position (`{}` keeps an item as it is); only the text an
 * investor reads is in it, never a link, icon or image.
 */
export type SiteOverlay = Overlay<SiteConfig>;

type Overlay<T> = T extends string
  ? string
  : T extends (infer Item)[]
    ? Overlay<Item>[]
    : T extends object
      ? { [K in keyof T]?: Overlay<T[K]> }
      : never;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `english` with the overlay's text laid over it (docs/contract.md §7a). What the overlay leaves
 * out, or gives in another shape than the English (a list for a text, a text for a table), stays
 * English; an overlay never adds list items or keys the English does not have.
 */
export function mergeSite<T>(english: T, overlay: unknown): T {
  if (typeof english === 'string') return (typeof overlay === 'string' ? overlay : english) as T;
  if (Array.isArray(english)) {
    if (!Array.isArray(overlay)) return english;
    return english.map((item: unknown, n) => mergeSite(item, overlay[n])) as T;
  }
  if (isRecord(english) && isRecord(overlay)) {
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => [key, mergeSite(value, overlay[key])]),
    ) as T;
  }
  return english;
}
