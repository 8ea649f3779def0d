// One kind of visitor request, declared once (docs/architecture.md §6 "add a request kind"): its
// one name, its public path, schema, stored record and collection, reference number, desk queue
// and the answer to the visitor. The store, the engines, the submission routes and the desk's
// queues are derived from the list of declarations (index.ts), never written per kind.
import type { ConversationReply, InvestorAttachment, ResolutionRating } from '../investorVoice';
import type { Schema } from 'yup';
import type { Language } from '../../i18n/languages';
import type { MessageKind, MessageValues } from '../notifications';
import type { enForms } from '../../i18n/catalogs/enForms';
import type { enValidation } from '../../i18n/catalogs/enValidation';
import type { ComplaintSource, StaffRole } from '../desk';
import type { EscalationMark, EscalationName, EscalationStep } from '../escalations';
import type { DialogName } from '../site';

export interface RecordMeta {
  id: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** What a collection returns: the record plus what the store assigned. */
export type Stored<T> = T & RecordMeta;

/** One status change, kept on the record for the staff desk and the compliance tables. */
export interface StatusChange {
  /** Who: 'web', 'kiosk', 'cli' or a staff user name. */
  by: string;
  at: string;
  from: string | null;
  to: string;
  note?: string;
  /** An Accessibility complaint's close: the reference to the fix (docs/contract.md §11). */
  fixReference?: string;
}

/**
 * Where a record stands on the staff desk (docs/contract.md §11). Optional because records sent
 * before the desk existed have none: they are read as the queue's first status.
 */
export interface QueueState {
  status?: string;
  history?: StatusChange[];
  /** The staff member who works it (a username with the queue's role); none: unassigned. */
  owner?: string;
  /** Each change of owner (take, assign, hand over), apart from `history`, which the clocks and
   * the SEBI tables read as status changes (docs/contract.md §11, Owners and notes). */
  ownerHistory?: OwnerChange[];
  /** Staff-only notes without a status change: never in a public answer or a message. */
  notes?: InternalNote[];
  /** A complaint's category changes after registration, apart from `history` as the owner's are. */
  categoryHistory?: CategoryChange[];
  /** The due time fixed at receipt by the trading calendar (deadlines.ts usesTradingCalendar). */
  dueAt?: string;
  /** The escalation steps fired (src/contract/escalations.ts), each once per due time. */
  escalations?: EscalationMark[];
  /**
   * The key of the record this one duplicates (the same investor, the same grievance), in a
   * kind that declares `duplicates`: counted once and closed with it (docs/contract.md §11).
   */
  duplicateOf?: string;
  /**
   * The conversation with the investor (docs/contract.md §7b): the officers' replies meant for
   * them and theirs, oldest first. Unlike `notes`, the investor reads these after the code.
   */
  replies?: ConversationReply[];
  /** The investor's rating of the resolution, the last one given. */
  rating?: ResolutionRating;
  /** The files the investor attached after the code (docs/contract.md §7b), oldest first. */
  attachments?: InvestorAttachment[];
  /**
   * When the retention sweep archived the record and erased its personal fields (docs/contract.md
   * §16, Retention): what is left is what the SEBI tables count.
   */
  erasedAt?: string;
  /** The admin's legal hold on it now (its id in `legalHolds`): never erased while set. */
  legalHold?: string;
}

/** One change of a record's owner: who made it, when, from whom to whom (null: nobody). */
export interface OwnerChange {
  by: string;
  at: string;
  from: string | null;
  to: string | null;
}

/** One change of a complaint's category: who, when, from and to (null: none), and why. */
export interface CategoryChange {
  by: string;
  at: string;
  from: string | null;
  to: string;
  reason: string;
}

/** A staff-only note on a record, with its author and time. */
export interface InternalNote {
  by: string;
  at: string;
  text: string;
}

/** What the server knows of a request besides its body. */
export interface Arrival {
  /** The kiosk's requests say so in a header (docs/contract.md §14); the rest came by the web. */
  channel: Extract<ComplaintSource, 'Web' | 'Kiosk'>;
  at: Date;
  /** The reference number drawn for the request when its kind declares one, else ''. */
  reference: string;
}

/**
 * What every stored request keeps besides its kind's fields: the language the visitor used, so
 * the firm answers in it (docs/contract.md §15). Records from before it was kept have none.
 */
export interface Received {
  language?: Language;
  /**
   * The version of the privacy notice the form showed (PRIVACY_NOTICE_VERSION,
   * src/contract/privacy.ts), set by the server; records from before the notice have none.
   */
  noticeVersion?: string;
}

/** How the desk names and shows what every request keeps (Received). */
export const RECEIVED_FIELDS = {
  language: { label: 'Language', show: 'language' },
  noticeVersion: { label: 'Privacy notice' },
} as const satisfies Record<keyof Received, FieldDeclaration>;

/** Every field name of a record, of each variant of a union too. */
export type FieldOf<R> = R extends unknown ? keyof R & string : never;

/** How the stored records of a kind are found (docs/storage.md): names keep the stored spelling. */
export interface CollectionDeclaration<R> {
  /** The collection's files (lowdb) and table (PostgreSQL): existing data is stored under it. */
  name: string;
  /** Fields looked up exactly. */
  indexed: readonly FieldOf<R>[];
  /** Indexed fields no two records share. */
  unique?: readonly FieldOf<R>[];
  /** Fields the desk's free-text search reads. */
  search: readonly FieldOf<R>[];
  /**
   * Long free text the search reads too (what the visitor wrote): scanned on demand on lowdb,
   * trigram-indexed on PostgreSQL (docs/storage.md, Search).
   */
  text?: readonly FieldOf<R>[];
}

/** The kind's desk queue (docs/contract.md §11). */
export interface QueueDeclaration<R> {
  /** The desk's path segment (/api/desk/<name>) and the queue's name in the desk. */
  name: string;
  title: string;
  /** The first is where a new record starts. */
  statuses: readonly string[];
  /** These stop the clock and take no further change. */
  final: readonly string[];
  /** The roles that work the queue (and see its personal data). */
  roles: readonly StaffRole[];
  /** The field that names a record in the desk's URLs. */
  key: FieldOf<R> | 'id';
  /** Who sent it, as given. */
  sender(record: R): string;
  /** One line saying what it is about. */
  summary(record: R): string;
}

/**
 * How the desk hides a personal field from roles that do not work the queue (docs/contract.md
 * §11): `email` keeps the first letter and the domain, `tail` the last 2 characters (phones, PAN),
 * `all` nothing (addresses).
 */
export type PiiMask = 'email' | 'tail' | 'all';

/**
 * How the desk shows a field's value: as stored, in rupees, as an IST time, an IST calendar day
 * (YYYY-MM-DD) as the desk writes days, dashes as spaces, or a language code by the language's name.
 */
export type FieldShow = 'text' | 'rupees' | 'time' | 'day' | 'words' | 'language';

/** One stored field as the desk names, shows and masks it. */
export interface FieldDeclaration {
  /** The name the public form gives it (stored names keep the original spelling: `clinetCode`). */
  label: string;
  /** Personal data: masked for everyone but the queue's own roles. */
  pii?: PiiMask;
  /** Default `text`. */
  show?: FieldShow;
  /**
   * Stored encrypted under DATA_KEY, found by a keyed hash of the whole value (phones, PAN,
   * e-mail and postal addresses; docs/storage.md, "PII at rest"): the store seals and opens it, the rest sees it plain.
   */
  sealed?: true;
}

/** The `201` answer: a catalogue message (server/http/i18n.ts) and the stored record's public part. */
export interface AnswerDeclaration<R, A> {
  /**
   * The forms' or the server's catalogue (not every key, MessageKey: the kiosk's part is derived
   * from the declarations, so typing by it would be circular).
   */
  message: keyof typeof enForms | keyof typeof enValidation;
  /** The message's values; `time` words an instant for the visitor (IST, their language). */
  values?(saved: Stored<R>, time: (iso: string) => string): Record<string, string>;
  data(saved: Stored<R>): A;
}

/** One message the firm sends about a record: its kind and what it is worded from. */
export type Notice = { [K in MessageKind]: { kind: K; values: MessageValues[K] } }[MessageKind];

/** What a notice is worded from besides the record (server/notify/notices.ts gives it). */
export interface NoticeContext {
  /** The public website's origin: links in messages lead there. */
  origin: string;
  /** Where an investor not satisfied goes next (the site's own links). */
  escalation: { scoresUrl: string; smartOdrUrl: string };
  /** When the record is now due (src/contract/deadlines.ts), as an ISO instant; '' if never. */
  dueAt: string;
}

/**
 * The messages a kind's records cause (docs/contract.md §15): to the investor on arrival and on
 * a move to a status, and to the staff who work the queue.
 */
export interface NoticeDeclaration<R> {
  /** The investor's addresses as they gave them (a channel without one is not used). */
  to(record: R): { email?: string; mobile?: string };
  received(record: Stored<R>, context: NoticeContext): Notice;
  /** On a move to the status: the record as changed and the change just made. */
  status?: {
    readonly [status: string]: (
      record: Stored<R>,
      change: StatusChange,
      context: NoticeContext,
    ) => Notice;
  };
  /** To the queue's staff at once on arrival (a freeze must be acted on in 15 minutes). */
  alert?(record: Stored<R>, context: NoticeContext): Notice;
  /** To the queue's staff before and after the record's due date (complaints: 21 days). */
  reminders?: {
    dueSoon(record: Stored<R>, context: NoticeContext): Notice;
    overdue(record: Stored<R>, context: NoticeContext): Notice;
  };
  /** To the queue's staff when the record reaches one of its kind's escalation steps. */
  escalated?(record: Stored<R>, context: NoticeContext, step: EscalationName): Notice;
}

/**
 * What the kiosk's take-away receipt says of the kind (docs/contract.md §14), in English: the
 * kiosk catalogue's `kiosk.<name>Title`, `Number` and `Next` are these (enKiosk.ts), Hindi and
 * Gujarati give their own. A receipt never carries personal data: only these texts, the firm, the
 * branch, the time and the reference number.
 */
export interface ReceiptDeclaration {
  title: string;
  /** What the number is called (a kind whose answer carries none shows no number). */
  numberLabel: string;
  next: string;
  /** The QR code holds the request's tracking link rather than its number. */
  qr?: 'tracking';
}

/** The kiosk start screen's icons a tile names (src/features/kiosk/kioskTasks.ts draws them). */
export type KioskIcon = 'report' | 'search' | 'shieldLock' | 'cash' | 'messageHeart' | 'phone';

/**
 * A tile of the kiosk's start screen leading to the kind's form (docs/contract.md §2, kiosk start
 * screen), in English: the kiosk catalogue's `kiosk.<key>` and `kiosk.<key>Hint` are these
 * (enKiosk.ts), Hindi and Gujarati give their own.
 */
export interface TileDeclaration {
  key: string;
  label: string;
  hint: string;
  icon: KioskIcon;
  /** The route the form lives on (a dialog opens over it). */
  to: string;
  dialog?: DialogName;
}

/**
 * Why a kind's personal data is collected and how long it is kept (docs/contract.md §16), in
 * English: the forms' privacy notice says it (`privacy.<name>Collects`, `Purpose`; Hindi and
 * Gujarati give their own), so a new kind's form gets its notice from its declaration.
 */
export interface PrivacyDeclaration {
  /** What the form collects, as a list a visitor reads ("your name, PAN and mobile number"). */
  collects: string;
  /** Why, completing "We use it to …". */
  purpose: string;
  /** How long its records are kept after they are closed, in whole years. */
  retentionYears: number;
  /** The law that makes the firm keep or process it, and where the period comes from. */
  legalBasis: string;
  /**
   * The fields kept when the record is erased after its period, besides its reference number,
   * status, history and the desk's own fields: anonymous facts the compliance tables count (a
   * complaint's department and channel). Every other field is erased.
   */
  keeps?: readonly string[];
}

/**
 * A kind whose request is accepted only with a one-time code sent to an address the visitor gives
 * (docs/contract.md §7c): its route asks the body's `code`, proved against that address before
 * anything is stored (server/investor/oneTimeCode.ts), and the code route sends it.
 */
export interface ProofDeclaration {
  /** The one address the code goes to, from the body (normalized: the proof's key). */
  address(input: { email?: string; contactNo?: string }): {
    channel: 'email' | 'mobile';
    to: string;
  };
}

/**
 * I: the valid body (the schema's type, schemas.ts); R: the stored record; A: the answer's data.
 */
export interface RequestKind<I, R extends object, A> {
  /** The kind's one name in code: its store collection, fixtures and suites. */
  name: string;
  /** The public POST path under /api, spelled as the specification spells it (api.ts routes). */
  path: string;
  /**
   * The schema a body is validated with (a kind with two payloads chooses by the body). Taken
   * from loadSchemas(), which imports the schemas once when first used, so naming a kind never
   * brings yup along (docs/performance.md) and a request never asks the module loader.
   */
  schemaFor(body: unknown): Promise<Schema>;
  /**
   * The record stored for a valid body: only what it keeps, never more. Declared with its return
   * type (`(input): FreezeRecord =>`): the store types the collection by it.
   */
  record(input: I, arrival: Arrival): R;
  collection: CollectionDeclaration<R>;
  /** A reference number drawn for each record (`FRZ-7K4Q-9XTD`), kept in `field`. */
  reference?: { prefix: string; field: FieldOf<R> };
  answer: AnswerDeclaration<R, A>;
  queue: QueueDeclaration<R>;
  /**
   * The desk's label, display and masking of the record's fields (a field left out is named from
   * its camelCase and shown unmasked). A field name means one thing in every kind: the desk reads
   * them merged (REQUEST_FIELDS), and requests/fields.test.ts keeps the kinds agreeing.
   */
  fields: { readonly [F in FieldOf<R>]?: FieldDeclaration };
  /** A kind the kiosk gives a printed receipt for (src/contract/receipt.ts). */
  receipt?: ReceiptDeclaration;
  /** The kiosk start screen's tiles for the kind, in their order (src/contract/kioskScreens.ts). */
  tiles?: readonly TileDeclaration[];
  notices: NoticeDeclaration<R>;
  /**
   * Escalations before (or after) the due time, for a kind whose queue has a clock
   * (docs/contract.md §11, Escalations): each step once per due time, shown, audited, alerted.
   */
  escalations?: readonly EscalationStep[];
  /**
   * Staff may link a record to another of the queue as its duplicate (the same investor, the same
   * grievance): closing the primary closes its duplicates (docs/contract.md §11, Duplicates).
   */
  duplicates?: true;
  /** Every kind collects personal data: its notice's words, retention and legal basis. */
  privacy: PrivacyDeclaration;
  /** Accepted only with a one-time code to an address in the body (docs/contract.md §7c). */
  proof?: ProofDeclaration;
}
