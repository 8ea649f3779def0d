// The kiosk fleet (docs/contract.md §14): heartbeats, central settings and the desk's kiosk list.
// Paths, schemas and answer shapes are written here once for the kiosk, the desk and the server.
import * as yup from 'yup';
import { LANGUAGES } from '../i18n/languages';
import { KIOSK_COUNTDOWN_MIN_MS, KIOSK_IDLE_MIN_MS, KIOSK_TIMER_MAX_MS } from './limits';
import { wholeIn } from './fieldRules';

/** A kiosk beats once a minute; three missed beats and the desk shows it offline. */
export const HEARTBEAT_INTERVAL_MS = 60_000;
export const KIOSK_OFFLINE_AFTER_MS = 3 * HEARTBEAT_INTERVAL_MS;

export const KIOSK_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
export const KIOSK_BRANCH_NAME_MAX = 80;
export const KIOSK_NOTICES_MAX = 5;
export const KIOSK_NOTICE_MAX = 200;
/** The kiosk-wide default settings; any other target is one kiosk's id. */
export const DEFAULT_SETTINGS_TARGET = 'default';

/** Every kiosk call is under this prefix (one rate budget, server/middleware/rateLimit.ts). */
export const KIOSK_API_PREFIX = '/api/kiosk/';

export const kioskApi = {
  heartbeat: '/api/kiosk/heartbeat',
  settings: (kioskId: string) => `/api/kiosk/settings/${encodeURIComponent(kioskId)}`,
} as const;

export const kioskDeskApi = {
  kiosks: '/api/desk/kiosks',
  settings: (target: string) => `/api/desk/kiosk-settings/${encodeURIComponent(target)}`,
  enrol: '/api/desk/kiosk-keys',
  revoke: (kioskId: string) => `/api/desk/kiosk-keys/${encodeURIComponent(kioskId)}`,
} as const;

/**
 * A kiosk's key, issued on the desk when head office enrols it (docs/contract.md §14): its id, a
 * dot, and 32 random bytes in base64url. The shell sends it on every kiosk call as
 * `Authorization: Bearer <key>`; the server keeps only the SHA-256 of the secret part.
 */
export const KIOSK_KEY_PATTERN = /^([A-Za-z0-9-]{8,64})\.([A-Za-z0-9_-]{43})$/;
export const KIOSK_KEY_SCHEME = 'Bearer';

/** The kiosk id a well-formed key names, or null. */
export function kioskIdOfKey(key: string): string | null {
  return KIOSK_KEY_PATTERN.exec(key)?.[1] ?? null;
}

/** Route patterns of the same paths, for the server's routers (`/api`, `/api/desk` prefixes). */
export const kioskRoutes = {
  heartbeat: '/kiosk/heartbeat',
  settings: '/kiosk/settings/:kioskId',
  deskKiosks: '/kiosks',
  deskSettings: '/kiosk-settings/:target',
  deskEnrol: '/kiosk-keys',
  deskRevoke: '/kiosk-keys/:kioskId',
} as const;

export const fleetMsg = {
  kioskId: 'kioskId must be 8–64 letters, digits or dashes',
  branchName: `branchName must be 1–${KIOSK_BRANCH_NAME_MAX} characters`,
  appVersion: 'appVersion must be 1–40 characters',
  uptimeSeconds: 'uptimeSeconds must be a whole number of seconds, 0 or more',
  lastResetAt: 'lastResetAt must be an ISO date and time',
  rendered: 'rendered must be true or false',
  idleSeconds: `Idle time must be ${KIOSK_IDLE_MIN_MS / 1000}–${KIOSK_TIMER_MAX_MS / 1000} seconds`,
  countdownSeconds: `Countdown must be ${KIOSK_COUNTDOWN_MIN_MS / 1000}–${KIOSK_TIMER_MAX_MS / 1000} seconds`,
  notices: `At most ${KIOSK_NOTICES_MAX} notices of at most ${KIOSK_NOTICE_MAX} characters each`,
  language: `language must be one of ${LANGUAGES.join(', ')}`,
  unknownKiosk: 'No kiosk with that id has reported to this server',
  busy: 'Someone else changed this at the same moment. Please try again.',
  notEnrolled:
    "This kiosk is not enrolled, or its key was revoked: head office issues a kiosk key on the desk (Kiosks), which goes into the kiosk's kiosk.json as kioskKey",
  otherKiosk: 'This kiosk key belongs to another kiosk id',
  unknownEnrolment: 'No kiosk with that id is enrolled',
  enrolBranchName: `Branch name must be 1–${KIOSK_BRANCH_NAME_MAX} characters`,
} as const;

const TEN_YEARS_S = 10 * 366 * 24 * 3600;

export const heartbeatSchema = yup.object({
  kioskId: yup
    .string()
    .strict()
    .required(fleetMsg.kioskId)
    .matches(KIOSK_ID_PATTERN, fleetMsg.kioskId),
  branchName: yup
    .string()
    .strict()
    .trim(fleetMsg.branchName)
    .required(fleetMsg.branchName)
    .max(KIOSK_BRANCH_NAME_MAX, fleetMsg.branchName),
  appVersion: yup.string().strict().required(fleetMsg.appVersion).max(40, fleetMsg.appVersion),
  uptimeSeconds: wholeIn({ min: 0, max: TEN_YEARS_S }, fleetMsg.uptimeSeconds),
  lastResetAt: yup
    .string()
    .strict()
    .nullable()
    .defined(fleetMsg.lastResetAt)
    .datetime(fleetMsg.lastResetAt),
  rendered: yup.boolean().strict().typeError(fleetMsg.rendered).required(fleetMsg.rendered),
});
export type Heartbeat = yup.InferType<typeof heartbeatSchema>;

/** Head office enrols a kiosk under the branch it is going to (the key names a new kiosk id). */
export const enrolSchema = yup.object({
  branchName: yup
    .string()
    .strict()
    .typeError(fleetMsg.enrolBranchName)
    .trim(fleetMsg.enrolBranchName)
    .required(fleetMsg.enrolBranchName)
    .max(KIOSK_BRANCH_NAME_MAX, fleetMsg.enrolBranchName),
});

/** A kiosk timer in whole seconds, from `minMs` up to the longest timer; one message for any miss. */
const timerSeconds = (minMs: number, message: string) =>
  yup
    .number()
    .strict()
    .typeError(message)
    .integer(message)
    .min(minMs / 1000, message)
    .max(KIOSK_TIMER_MAX_MS / 1000, message)
    .optional();

/** Settings a head office sets centrally; every field is optional (unset = the kiosk's own). */
export const kioskSettingsSchema = yup.object({
  idleSeconds: timerSeconds(KIOSK_IDLE_MIN_MS, fleetMsg.idleSeconds),
  countdownSeconds: timerSeconds(KIOSK_COUNTDOWN_MIN_MS, fleetMsg.countdownSeconds),
  branchName: yup
    .string()
    .strict()
    .trim(fleetMsg.branchName)
    .min(1, fleetMsg.branchName)
    .max(KIOSK_BRANCH_NAME_MAX, fleetMsg.branchName)
    .optional(),
  notices: yup
    .array(
      yup
        .string()
        .strict()
        .trim(fleetMsg.notices)
        .required(fleetMsg.notices)
        .max(KIOSK_NOTICE_MAX, fleetMsg.notices),
    )
    .strict()
    .typeError(fleetMsg.notices)
    .max(KIOSK_NOTICES_MAX, fleetMsg.notices)
    .optional(),
  /** The language every session starts in, and every reset returns to (English when unset). */
  language: yup
    .string()
    .strict()
    .typeError(fleetMsg.language)
    .oneOf(LANGUAGES, fleetMsg.language)
    .optional(),
});
export type KioskSettings = yup.InferType<typeof kioskSettingsSchema>;

/** One kiosk as the desk lists it. */
export interface KioskRow extends Heartbeat {
  firstSeenAt: string;
  lastSeenAt: string;
  online: boolean;
  /** This kiosk's own settings (over the default), if any were set. */
  settings: KioskSettings | null;
}

/** One enrolment as the desk lists it: never its key, which the desk showed once. */
export interface KioskEnrolment {
  kioskId: string;
  branchName: string;
  issuedAt: string;
  issuedBy: string;
  revokedAt: string | null;
  revokedBy: string | null;
}

/** The answer to an enrolment: the only time the key is ever shown. */
export interface KioskKeyIssued {
  data: KioskEnrolment & { key: string };
}

export interface KioskList {
  /** Kiosks that have reported and whose key is valid; nothing else ever appears here. */
  data: KioskRow[];
  /** Every key issued, the revoked ones too, newest first. */
  enrolments: KioskEnrolment[];
  defaults: KioskSettings;
  offlineAfterSeconds: number;
}

/** What a kiosk receives: the default and its own settings merged, its own winning. */
export interface KioskSettingsAnswer {
  data: KioskSettings;
}

/** A kiosk is online while its last beat is younger than three beats. */
export function isOnline(lastSeenAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(lastSeenAt) < KIOSK_OFFLINE_AFTER_MS;
}

/** Field by field: a kiosk's own value over the default; unset fields stay unset. */
export function mergeSettings(defaults: KioskSettings, own: KioskSettings | null): KioskSettings {
  const merged: KioskSettings = { ...defaults };
  for (const [key, value] of Object.entries(own ?? {})) {
    if (value !== undefined) Object.assign(merged, { [key]: value });
  }
  return merged;
}
