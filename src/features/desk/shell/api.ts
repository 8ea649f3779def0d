// The desk's calls, typed from src/contract/desk.ts through the app's one client.
import type { MessageResponse } from '../../../contract/api';
import {
  deskApi,
  type AccessReview,
  type AccessReviewDisabled,
  type AccessSettings,
  type AuditPage,
  type AuditQuery,
  type DeskSummary,
  type OwnerUpdate,
  type QueueName,
  type QueuePage,
  type QueueQuery,
  type QueueRecord,
  type StaffAccountView,
  type StaffRole,
  type StaffSession,
  type StatusUpdate,
  type StaffSessionView,
  type TwoFactorEnrolment,
  type TwoFactorSetting,
} from '../../../contract/desk';
import type {
  OutboxConfig,
  OutboxMessages,
  OutboxMessageView,
  OutboxPage,
  OutboxQuery,
} from '../../../contract/deskOutbox';
import { dataRequestDeskApi, type ErasureAnswer } from '../../../contract/dataRequestDesk';
import type { InferType } from 'yup';
import type { staffComplaintSchema } from '../../../contract/deskSchemas';
import {
  kioskDeskApi,
  type KioskEnrolment,
  type KioskKeyIssued,
  type KioskList,
  type KioskSettings,
  type KioskSettingsAnswer,
} from '../../../contract/kioskFleet';
import { get, send } from '../../../lib/api';
import { mentionsApi, type MentionsAnswer } from '../../../contract/mentions';
import { toSearch, withQuery } from './queueQuery';

export const fetchSession = () => get<StaffSession>(deskApi.session);
export const signIn = (username: string, password: string) =>
  send<StaffSession>('POST', deskApi.session, { username, password });
export const signOut = () => send<unknown>('DELETE', deskApi.session);
/** The second factor after the password: a code, or a recovery code instead. */
export const giveSecondFactor = (answer: { code: string } | { recoveryCode: string }) =>
  send<unknown>('POST', deskApi.sessionCode, answer);
export const startEnrolment = () => send<TwoFactorEnrolment>('POST', deskApi.enrolment, {});
export const confirmEnrolment = (code: string) =>
  send<{ recoveryCodes: string[] }>('PUT', deskApi.enrolment, { code });
export const fetchTwoFactorRoles = () => get<TwoFactorSetting>(deskApi.twoFactor);
export const saveTwoFactorRoles = (roles: StaffRole[]) =>
  send<TwoFactorSetting>('PUT', deskApi.twoFactor, { roles });
export const resetTwoFactor = (username: string) =>
  send<unknown>('DELETE', deskApi.staffTwoFactor(username));
export const fetchMySessions = () => get<{ data: StaffSessionView[] }>(deskApi.sessions);
export const fetchAllSessions = () => get<{ data: StaffSessionView[] }>(deskApi.allSessions);
export const endSession = (id: string) => send<unknown>('DELETE', deskApi.sessionById(id));
export const fetchAccessReview = () => get<AccessReview>(deskApi.accessReview);
export const saveUnusedDays = (unusedDays: number) =>
  send<{ unusedDays: number }>('PUT', deskApi.accessReviewSettings, { unusedDays });
export const disableUnused = (usernames: string[]) =>
  send<AccessReviewDisabled>('POST', deskApi.accessReviewDisable, { usernames });
export const fetchAccessSettings = () => get<AccessSettings>(deskApi.accessSettings);
export const saveAccessSettings = (settings: AccessSettings) =>
  send<AccessSettings>('PUT', deskApi.accessSettings, settings);

export const fetchSummary = () => get<DeskSummary>(deskApi.summary);
export const fetchQueue = (queue: QueueName, query: QueueQuery) =>
  get<QueuePage>(withQuery(deskApi.queue(queue), query));
export const fetchRecord = (queue: QueueName, key: string) =>
  get<QueueRecord>(deskApi.record(queue, key));
export const updateStatus = (queue: QueueName, key: string, update: StatusUpdate) =>
  send<QueueRecord>('PATCH', deskApi.record(queue, key), update);
/** Linked as a duplicate of the record keyed `of`, or unlinked (null) (docs/contract.md §11). */
export const linkDuplicate = (
  queue: QueueName,
  key: string,
  update: { of: string | null; version: number },
) => send<QueueRecord>('PUT', deskApi.duplicateOf(queue, key), update);
/** The signed-in staff member's mentions in notes, and seeing them (docs/contract.md §11). */
export const fetchMentions = () => get<MentionsAnswer>(mentionsApi.list);
export const markMentionsSeen = () => send<unknown>('POST', mentionsApi.seen);
/** A complaint's category changed with the reason (docs/contract.md §11, Category). */
export const changeCategory = (
  key: string,
  change: { category: string; reason: string; version: number },
) => send<QueueRecord>('PUT', deskApi.category(key), change);
/** A complaint's SMART ODR task (docs/contract.md §11, SCORES and SMART ODR). */
export const saveOdrTask = (
  key: string,
  task: { participation: string; conciliationDate: string; outcome: string; version: number },
) => send<QueueRecord>('PUT', deskApi.odrTask(key), task);
/** A record's owner and staff-only notes (docs/contract.md §11, Owners and notes). */
export const setOwner = (queue: QueueName, key: string, update: OwnerUpdate) =>
  send<QueueRecord>('PUT', deskApi.owner(queue, key), update);
export const addNote = (queue: QueueName, key: string, text: string) =>
  send<QueueRecord>('POST', deskApi.notes(queue, key), { text });
/** A reply to the investor (docs/contract.md §7b): complaints only. */
export const replyToInvestor = (queue: QueueName, key: string, text: string) =>
  send<QueueRecord>('POST', deskApi.replies(queue, key), { text });
/** A data principal's request (docs/contract.md §7c): a correction and the erasure's answer. */
export const correctForRequest = (
  key: string,
  input: { queue: string; key: string; field: string; value: string; version: number },
) => send<QueueRecord>('POST', dataRequestDeskApi.corrections(key), input);
/** The erasure's answer, or the withdrawal of consent's (`consent`). */
export const eraseForRequest = (key: string, mode: 'erasure' | 'consent' = 'erasure') =>
  send<ErasureAnswer>(
    'POST',
    mode === 'erasure'
      ? dataRequestDeskApi.erasure(key)
      : dataRequestDeskApi.consentWithdrawal(key),
    {},
  );
export const fetchOwners = (queue: QueueName) => get<{ data: string[] }>(deskApi.owners(queue));
/** A record's messages (docs/contract.md §15) and the re-send of a failed one. */
export const fetchMessages = (queue: QueueName, key: string) =>
  get<OutboxMessages>(deskApi.messages(queue, key));
export const resendMessage = (queue: QueueName, key: string, id: string) =>
  send<MessageResponse<OutboxMessageView>>('POST', deskApi.resend(queue, key, id));

/** The admin's outbox and how the messages leave. */
export const fetchOutbox = (query: OutboxQuery) => {
  const search = toSearch({
    ...query,
    page: query.page && query.page > 1 ? query.page : undefined,
  });
  return get<OutboxPage>(search ? `${deskApi.outbox}?${search}` : deskApi.outbox);
};
export const fetchOutboxConfig = () => get<{ data: OutboxConfig }>(deskApi.outboxConfig);

/** The export is a download the browser saves, so it is a link, not a fetch. */
export const exportHref = (queue: QueueName, query: QueueQuery) =>
  withQuery(deskApi.exportCsv(queue), { ...query, page: undefined });

export const fetchAudit = (query: AuditQuery) => {
  const search = toSearch({
    ...query,
    page: query.page && query.page > 1 ? query.page : undefined,
  });
  return get<AuditPage>(search ? `${deskApi.audit}?${search}` : deskApi.audit);
};

export const fetchStaff = () => get<{ data: StaffAccountView[] }>(deskApi.staff);
export const addStaff = (account: { username: string; roles: StaffRole[]; password: string }) =>
  send<StaffAccountView>('POST', deskApi.staff, account);
export const changeStaff = (
  username: string,
  change: { roles?: StaffRole[]; disabled?: boolean; password?: string },
) => send<StaffAccountView>('PATCH', deskApi.staffUser(username), change);

/** A complaint received by SCORES, an exchange, a depository or another channel. */
export const registerComplaint = (complaint: InferType<typeof staffComplaintSchema>) =>
  send<MessageResponse<QueueRecord>>('POST', deskApi.queue('complaints'), complaint);

export const fetchKiosks = () => get<KioskList>(kioskDeskApi.kiosks);
export const saveKioskSettings = (target: string, settings: KioskSettings) =>
  send<KioskSettingsAnswer>('PUT', kioskDeskApi.settings(target), settings);
export const enrolKiosk = (branchName: string) =>
  send<KioskKeyIssued>('POST', kioskDeskApi.enrol, { branchName });
export const revokeKioskKey = (kioskId: string) =>
  send<{ data: KioskEnrolment }>('DELETE', kioskDeskApi.revoke(kioskId));
