// The privacy section's calls (docs/contract.md §16), typed from src/contract/privacyDesk.ts.
import {
  privacyApi,
  type BreachInput,
  type BreachNoticeName,
  type BreachView,
  type LegalHoldView,
  type RetentionReport,
} from '../../../contract/privacyDesk';
import type { QueueName } from '../../../contract/desk';
import { get, send } from '../../../lib/api';

export const fetchRetention = () => get<RetentionReport>(privacyApi.retention);
export const fetchHolds = () => get<{ data: LegalHoldView[] }>(privacyApi.legalHolds);
export const setHold = (hold: { queue: QueueName; key: string; reason: string }) =>
  send<LegalHoldView>('POST', privacyApi.legalHolds, hold);
export const liftHold = (id: string, reason: string) =>
  send<LegalHoldView>('POST', privacyApi.liftHold(id), { reason });
export const fetchBreaches = () => get<{ data: BreachView[] }>(privacyApi.breaches);
export const recordBreach = (breach: BreachInput) =>
  send<BreachView>('POST', privacyApi.breaches, breach);
export const markNoticeSent = (id: string, notice: BreachNoticeName) =>
  send<BreachView>('POST', privacyApi.breachNotice(id, notice), {});
