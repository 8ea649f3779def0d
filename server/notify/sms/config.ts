// The SMS settings (README, "SMS"): which provider, its key and DLT header, and the DLT template
// id of each message kind, from the environment. A wrong value stops the start with a message
// naming the variable (never quoting the key); a kind without a template id sends no SMS.
import { LANGUAGES, type Language } from '../../../src/i18n/languages';
import { MESSAGE_KINDS, type MessageKind } from '../../../src/contract/notifications';
import { flag, wholeNumber, type Env } from '../../envValues';
import type { SmsProviderSettings } from './provider';
import { SMS_PROVIDERS } from './providers';

/** A kind's DLT template ids: one for every language, or one per language (Hindi is its own). */
export type SmsTemplateIds = { all?: string } & Partial<Record<Language, string>>;

export interface SmsConfig {
  /** SMS_PROVIDER and its settings; unset: every SMS is kept as not configured. */
  provider?: { name: string; settings: SmsProviderSettings };
  /** SMS_TEMPLATE_<KIND> (every language) and SMS_TEMPLATE_<KIND>_<EN|HI|GU>. */
  templates: Partial<Record<MessageKind, SmsTemplateIds>>;
  /** SMS_TIMEOUT_SECONDS: a provider not answered within this is tried again later. */
  timeoutMs: number;
}

export const DEFAULT_SMS_TIMEOUT_MS = 10_000;

const TEMPLATE_PREFIX = 'SMS_TEMPLATE_';

/** complaintReceived → COMPLAINT_RECEIVED, as the kind's variable spells it. */
export const screamingSnake = (kind: string): string =>
  kind.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();

const KIND_NAMES = new Map(
  (Object.keys(MESSAGE_KINDS) as MessageKind[]).map((kind) => [screamingSnake(kind), kind]),
);

export function smsConfig(env: Env): SmsConfig {
  return {
    ...provider(env),
    templates: templates(env),
    timeoutMs: wholeNumber(env, 'SMS_TIMEOUT_SECONDS', DEFAULT_SMS_TIMEOUT_MS / 1000, 1) * 1000,
  };
}

/** The template id for a message of `kind` in `language`, if one is configured. */
export function smsTemplateId(
  config: SmsConfig,
  kind: MessageKind,
  language: Language,
): string | undefined {
  const ids = config.templates[kind];
  return ids?.[language] ?? ids?.all;
}

function provider(env: Env): Pick<SmsConfig, 'provider'> {
  const name = env.SMS_PROVIDER?.trim().toLowerCase();
  if (!name) {
    const orphan = ['SMS_AUTH_KEY', 'SMS_SENDER_ID', 'SMS_API_URL'].find((v) => env[v]?.trim());
    if (orphan) {
      throw new Error(
        `${orphan} is set but SMS_PROVIDER is not: name the provider (${names()}) or unset ${orphan}`,
      );
    }
    return {};
  }
  if (!Object.hasOwn(SMS_PROVIDERS, name)) {
    throw new Error(`SMS_PROVIDER must be one of ${names()}, not "${env.SMS_PROVIDER}"`);
  }
  const authKey = env.SMS_AUTH_KEY?.trim();
  if (!authKey) throw new Error(`SMS_AUTH_KEY must be set to the ${name} account's API key`);
  // The key is never quoted back: it is a secret, and start-up messages end up in logs.
  if (!/^[\x21-\x7e]+$/.test(authKey)) {
    throw new Error('SMS_AUTH_KEY must be one word of printable characters, without spaces');
  }
  const senderId = env.SMS_SENDER_ID?.trim();
  if (senderId && !/^[A-Za-z]{6}$/.test(senderId)) {
    throw new Error(
      `SMS_SENDER_ID must be the 6-letter DLT header such as "INVDSK", not "${env.SMS_SENDER_ID}"`,
    );
  }
  const apiUrl = httpUrl(env, 'SMS_API_URL');
  return {
    provider: {
      name,
      settings: {
        authKey,
        ...(senderId ? { senderId: senderId.toUpperCase() } : {}),
        ...(apiUrl ? { apiUrl } : {}),
        shortUrl: flag(env, 'SMS_SHORT_URL'),
      },
    },
  };
}

function templates(env: Env): SmsConfig['templates'] {
  const found: SmsConfig['templates'] = {};
  for (const [variable, raw] of Object.entries(env)) {
    if (!variable.startsWith(TEMPLATE_PREFIX)) continue;
    const id = raw?.trim();
    if (!id) continue;
    const [kind, language] = kindOf(variable.slice(TEMPLATE_PREFIX.length));
    if (!kind) {
      throw new Error(
        `${variable} names no message kind: use ${TEMPLATE_PREFIX}<KIND> or ${TEMPLATE_PREFIX}<KIND>_<${LANGUAGES.map((l) => l.toUpperCase()).join('|')}> with a KIND of ${[...KIND_NAMES.keys()].join(', ')}`,
      );
    }
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) {
      throw new Error(`${variable} must be a template id (letters and digits), not "${raw}"`);
    }
    found[kind] = { ...found[kind], [language]: id };
  }
  return found;
}

/** "COMPLAINT_RECEIVED" → every language; "COMPLAINT_RECEIVED_HI" → Hindi. */
function kindOf(name: string): [MessageKind | undefined, Language | 'all'] {
  const kind = KIND_NAMES.get(name);
  if (kind) return [kind, 'all'];
  const cut = name.lastIndexOf('_');
  const language = name.slice(cut + 1).toLowerCase();
  const languageKind = KIND_NAMES.get(name.slice(0, cut));
  return languageKind && (LANGUAGES as readonly string[]).includes(language)
    ? [languageKind, language as Language]
    : [undefined, 'all'];
}

function httpUrl(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new Error(
      `${name} must be an http(s) URL such as "https://host/api/v5/flow", not "${raw}"`,
    );
  }
  return url.href;
}

const names = () => Object.keys(SMS_PROVIDERS).join(', ');
