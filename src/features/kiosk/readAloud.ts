// What "Listen" reads (docs/architecture.md §5, issue 45): the screen's heading, the focused
// field's label and what is said under it (its hint or its error), and the receipt, read from the
// page as the visitor sees it, in the session's language through the platform's speech.

/** The receipt on a confirmation (Receipt.tsx): on the page for printing, hidden on screen. */
const RECEIPT = '.kiosk-receipt-print .receipt';

const text = (el: Element | null | undefined) =>
  (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The texts of the elements an attribute names by id (aria-labelledby, aria-describedby). */
const named = (el: Element, attribute: string): string[] =>
  (el.getAttribute(attribute) ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => text(document.getElementById(id)))
    .filter(Boolean);

/** The open dialog on top, if any: its heading is the screen's. */
function topDialog(): Element | undefined {
  const open = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter(
    (el) => el.getClientRects().length > 0,
  );
  return open[open.length - 1];
}

/** The screen's heading: an open dialog's title, else the page's first-level heading. */
function heading(): string {
  const dialog = topDialog();
  if (dialog) return named(dialog, 'aria-labelledby')[0] ?? text(dialog.querySelector('h1, h2'));
  return text(document.querySelector('main h1') ?? document.querySelector('h1'));
}

/** The focused form field's label (without the required star), then its hint or error. */
function focusedField(): string[] {
  const field = document.activeElement;
  const isField =
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement;
  if (!isField) return [];
  const label =
    text(field.labels?.[0]).replace(/\s*\*$/, '') ||
    named(field, 'aria-labelledby').join(' ') ||
    (field.getAttribute('aria-label') ?? '');
  const said = [...named(field, 'aria-describedby'), ...named(field, 'aria-errormessage')];
  return [label, ...new Set(said)];
}

/** The receipt's lines in reading order: a fact as "label: value", the QR code left out. */
function receipt(): string[] {
  const article = document.querySelector(RECEIPT);
  if (!article) return [];
  return [...article.querySelectorAll('p, h2, dt')].map((el) =>
    el.tagName === 'DT' ? `${text(el)}: ${text(el.nextElementSibling)}` : text(el),
  );
}

/** What "Listen" reads on the current screen, one part an utterance. */
export const screenReading = (): string[] =>
  [heading(), ...focusedField(), ...receipt()].filter(Boolean);

/** The platform's voice for `lang` (en-IN), or for its language (en); none: the engine picks by lang. */
function voiceFor(lang: string): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices();
  const norm = (tag: string) => tag.replace('_', '-').toLowerCase();
  return (
    voices.find((v) => norm(v.lang) === norm(lang)) ??
    voices.find((v) => norm(v.lang).split('-')[0] === norm(lang).split('-')[0])
  );
}

/** Whether the page can speak (the Web Speech API's synthesis). */
export const canSpeak = (): boolean => typeof window !== 'undefined' && 'speechSynthesis' in window;

/** Reads `parts` aloud in `lang`, in place of whatever was still being read. */
export function speak(parts: readonly string[], lang: string): void {
  const synth = window.speechSynthesis;
  synth.cancel();
  const voice = voiceFor(lang);
  for (const part of parts) {
    const utterance = new SpeechSynthesisUtterance(part);
    utterance.lang = lang;
    if (voice) utterance.voice = voice;
    synth.speak(utterance);
  }
}

/** Stops reading (a reset: the next visitor must not hear the last one's receipt). */
export function stopSpeaking(): void {
  if (canSpeak()) window.speechSynthesis.cancel();
}
