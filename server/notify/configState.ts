// The outbox's configuration state on the admin's desk (docs/contract.md §15): how e-mail leaves
// (SMTP or .eml files), whether the mail server answers, whether SMS is configured. The servers
// are asked with a short time-out and the answer is kept briefly, so a desk that reloads the
// screen never holds a request on a mail server that does not answer, nor asks it at every load.
import type { OutboxConfig } from '../../src/contract/deskOutbox';
import type { Transport } from './transport';

export interface ConfigStateOptions {
  /** How long an answer is kept. */
  keepMs?: number;
  /** How long a server is waited for; no answer by then is "not reachable". */
  timeoutMs?: number;
  now?: () => Date;
}

export const CONFIG_KEEP_MS = 30_000;
export const CONFIG_TIMEOUT_MS = 5_000;

type Check = Awaited<ReturnType<Transport['check']>>;

/** A transport's check, or "did not answer" after `timeoutMs`; a thrown check is its error's name. */
function boundedCheck(transport: Transport | undefined, timeoutMs: number): Promise<Check> {
  if (!transport) return Promise.resolve({ ok: false, detail: 'no transport' });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Check>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, detail: `no answer within ${timeoutMs / 1000} s` }),
      timeoutMs,
    );
  });
  const checked = transport.check().catch((err: unknown) => ({
    ok: false,
    detail: `check failed (${err instanceof Error ? err.name : typeof err})`,
  }));
  return Promise.race([checked, late]).finally(() => clearTimeout(timer));
}

/** The state of `transports` (one per channel), asked at most once per `keepMs`. */
export function configState(
  transports: readonly Transport[],
  options: ConfigStateOptions = {},
): () => Promise<OutboxConfig> {
  const keepMs = options.keepMs ?? CONFIG_KEEP_MS;
  const timeoutMs = options.timeoutMs ?? CONFIG_TIMEOUT_MS;
  const now = options.now ?? (() => new Date());
  const mail = transports.find((t) => t.channel === 'email');
  const sms = transports.find((t) => t.channel === 'sms');
  let kept: { at: number; answer: Promise<OutboxConfig> } | undefined;

  const ask = async (): Promise<OutboxConfig> => {
    const checkedAt = now();
    const [mailCheck, smsCheck] = await Promise.all([
      boundedCheck(mail, timeoutMs),
      boundedCheck(sms, timeoutMs),
    ]);
    return {
      mail: { mode: mail?.mode === 'smtp' ? 'smtp' : 'files', ...mailCheck },
      sms: { configured: sms?.mode === 'provider', ...smsCheck },
      checkedAt: checkedAt.toISOString(),
    };
  };

  return () => {
    const at = now().getTime();
    // Callers at once share one question; an answer older than keepMs is asked again.
    if (!kept || at - kept.at >= keepMs || at < kept.at) kept = { at, answer: ask() };
    return kept.answer;
  };
}
