// One SMS provider's API (docs/architecture.md, "an SMS provider"): a provider is one file that
// turns a DLT template id, a number and the template's variables into its HTTP request and reads
// its answer; the transport (transport.ts) does the rest: configuration, numbers, variables,
// time-outs. HTTP and its errors go through http.ts, so every provider fails the same way.

/** What the settings give every provider (server/notify/sms/config.ts). */
export interface SmsProviderSettings {
  /** SMS_AUTH_KEY: the account's API key. */
  authKey: string;
  /** SMS_SENDER_ID: the DLT header (6 letters); unset: the one registered with the template. */
  senderId?: string;
  /** SMS_API_URL: another endpoint for the same API (a test's server, a regional host). */
  apiUrl?: string;
  /** SMS_SHORT_URL: let the provider shorten links in the variables (a DLT variable is short). */
  shortUrl: boolean;
}

/** One SMS as a provider sends it. */
export interface SmsRequest {
  /** The DLT template id the operator registered for this kind (and language). */
  templateId: string;
  /** The 10 national digits of an Indian mobile number (mobile.ts); the provider adds 91. */
  mobile: string;
  /** The template's variables in its order (variables.ts). */
  variables: string[];
  /** The whole text as the templates word it, for a provider that sends text with the DLT id. */
  text: string;
}

export interface SmsProvider {
  /** Its name in the settings (SMS_PROVIDER) and in every status it reports. */
  name: string;
  /** Resolves when the provider accepted the SMS; rejects with a SendError (http.ts). */
  send(request: SmsRequest, signal: AbortSignal): Promise<void>;
  /** Whether its API answers now, without sending anything. */
  check(signal: AbortSignal): Promise<{ ok: boolean; detail: string }>;
}

export type SmsProviderFactory = (settings: SmsProviderSettings) => SmsProvider;
