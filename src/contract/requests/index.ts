// Every visitor request kind (docs/architecture.md §6 "add a request kind"). What is per kind
// elsewhere (the store's collections, both engines, the submission routes, the desk's queues) is
// derived from this list: a new kind is a declaration beside these and its line here.
import { barrierReport } from './barrierReport';
import { complaint } from './complaint';
import { contactMessage } from './contactMessage';
import { dataRequest } from './dataRequest';
import { feedback } from './feedback';
import { mergeFields } from './fields';
export { sealedFields } from './fields';
import { freeze } from './freeze';
import { fraudReport } from './fraudReport';
import { RECEIVED_FIELDS, type Received, type Stored } from './kind';
import { withdrawal } from './withdrawal';

/** In the desk's order of its queues (QUEUE_NAMES). */
export const REQUEST_KINDS = [
  complaint,
  freeze,
  withdrawal,
  feedback,
  contactMessage,
  barrierReport,
  fraudReport,
  dataRequest,
] as const;

/** Every kind's fields by name: how the desk labels, shows and masks them. */
export const REQUEST_FIELDS = mergeFields([...REQUEST_KINDS, { fields: RECEIVED_FIELDS }]);

/** The fields holding a kind's reference number (the desk shows it in the record's heading). */
export const REFERENCE_FIELDS: readonly string[] = REQUEST_KINDS.flatMap((kind) =>
  'reference' in kind ? [kind.reference.field] : [],
);

export type AnyRequestKind = (typeof REQUEST_KINDS)[number];
export type RequestKindName = AnyRequestKind['name'];
/** The declaration of the kind named N. */
export type KindNamed<N extends RequestKindName> = Extract<AnyRequestKind, { name: N }>;
/** What a kind stores for each request. */
export type RecordOf<K extends { record: (...args: never[]) => object }> = ReturnType<K['record']> &
  Received;
/** Its indexed fields. */
export type IndexedOf<K extends { collection: { indexed: readonly string[] } }> =
  K['collection']['indexed'][number];
export type StoredOf<K extends { record: (...args: never[]) => object }> = Stored<RecordOf<K>>;

export type { BarrierReportRecord } from './barrierReport';
export { COMPLAINT_DUE_DAYS, type ComplaintRecord } from './complaint';
export type { ContactMessageRecord } from './contactMessage';
export { DATA_REQUEST_DUE_DAYS, type DataRequestRecord, type ProvedBy } from './dataRequest';
export type { FeedbackRecord } from './feedback';
export type { FreezeRecord } from './freeze';
export type { FraudReportRecord } from './fraudReport';
export type { WithdrawalRecord } from './withdrawal';
export * from './kind';
export type { FieldDeclarations } from './fields';
