// Business constants and timings of docs/contract.md §9 (the site's, the kiosk's and the staff
// desk's), in one place for the app, the server and the tests.

export const PHONE_DIGITS = 10;
export const NAME_MIN = 2;
export const NAME_MAX = 25;
export const ADDRESS_MIN = 5;
export const ADDRESS_MAX = 100;
export const COMPLAINT_MIN = 5;

// The spec sets no upper bound on free text; these keep one record small and the files bounded.
export const SHORT_TEXT_MAX = 100;
export const LONG_TEXT_MAX = 2000;
export const WITHDRAW_MAX_RUPEES = 100_000_000;
/** Largest JSON body the server reads (bytes); anything bigger is refused with 413. */
export const BODY_LIMIT_BYTES = 16 * 1024;

export const BANNER_CLEAR_MS = 3000;
export const CONTENT_SPINNER_MS = 700;
export const MOBILE_MENU_DELAY_MS = 700;
export const CAROUSEL_INTERVAL_MS = 5000;
export const POPUP_PHASE_MS = 5000;
export const DRAWER_TRANSITION_MS = 300;
export const MODAL_TRANSITION_MS = 300;
export const MODAL_BACKDROP_TRANSITION_MS = 150;
export const SCROLL_DELAY_MS = 100;
export const NEWS_SCROLL_OFFSET_PX = 600;
export const COMPLAINT_SCROLL_OFFSET_PX = 650;

export const LATEST_NEWS_COUNT = 3;
export const NEWS_TITLE_MAX_CHARS = 40;
// docs/contract.md §9 gives two readings (90 and 120); the card uses the shorter so three cards align.
export const NEWS_DESCRIPTION_MAX_CHARS = 90;
export const NEWS_CARD_IMAGE_HEIGHT_PX = 200;
export const SWIPE_THRESHOLD_PX = 40;

// Kiosk defaults (overridable by the kiosk configuration).
export const KIOSK_IDLE_MS = 90_000;
export const KIOSK_COUNTDOWN_MS = 15_000;
export const KIOSK_MIN_TARGET_PX = 48;
/** Bounds a kiosk configuration must respect: shorter would wipe a visitor mid-sentence. */
export const KIOSK_IDLE_MIN_MS = 5_000;
export const KIOSK_COUNTDOWN_MIN_MS = 3_000;
export const KIOSK_TIMER_MAX_MS = 60 * 60_000;
/** Out of service: how often the shell tries the server again, and how long one try may take. */
export const KIOSK_SERVER_RETRY_MS = 10_000;
export const KIOSK_SERVER_PROBE_TIMEOUT_MS = 5_000;
/** A renderer that stays unresponsive this long is restarted on the home page. */
export const KIOSK_HANG_RELOAD_MS = 10_000;

/** On-screen keyboard: no key smaller than this; the focused field stays this far above it. */
export const KIOSK_KEY_MIN_PX = 56;
export const KIOSK_KEYBOARD_GAP_PX = 24;

/** The kiosk's receipt: a thermal roll 80 mm wide, each receipt cut at this length. */
export const RECEIPT_WIDTH_MM = 80;
export const RECEIPT_HEIGHT_MM = 160;

// The staff desk (docs/contract.md §11–13c).
/** Rows per page of every queue list and of the audit log. */
export const DESK_PAGE_SIZE = 25;
/** A fund list's CSV import: largest file (bytes) and most data rows. */
export const FUND_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const FUND_CSV_MAX_ROWS = 20_000;
/** Longest fund-list name in any column (characters, after trimming). */
export const FUND_NAME_MAX_CHARS = 150;
/** The versions a fund list's answer carries, newest first (older ones stay stored and restorable). */
export const FUND_VERSIONS_SHOWN = 30;
/** The bad rows a fund-list preview lists one by one; more are counted. */
export const FUND_BAD_ROWS_SHOWN = 500;
/** At most so many rows in a site-data section (notices, offices, levels, people, accounts, numbers). */
export const SITE_SECTION_MAX_ROWS = 40;
/** At most so many lines in a multi-line site-data field (an office's address). */
export const SITE_FIELD_MAX_LINES = 8;
