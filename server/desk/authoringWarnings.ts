// Authoring checks at publish (docs/contract.md §13g): the warnings of a content item's rich text,
// found by the contract's one check function over jsdom (the DOM the server's sanitizer uses), and
// the reason an approver or admin gives to publish despite them.
import {
  authoringMsg,
  HEADING_UNDER,
  htmlAuthoringWarnings,
  OVERRIDE_MAX_CHARS,
  type AuthoringWarning,
} from '../../src/contract/authoringChecks';
import type { ContentKind } from '../../src/contract/contentDesk';
import { itemHtmlField } from '../../src/contract/htmlFields';
import { wrongTypeMsg } from '../../src/contract/jsonTypes';
import { domWindow } from '../pages/domWindow';
import { ContentDeskError } from './deskError';

/** The warnings of an item's rich text (English or a language's words); none for other kinds. */
export async function itemWarnings(kind: ContentKind, item: object): Promise<AuthoringWarning[]> {
  const field = itemHtmlField(kind);
  const html = field === undefined ? undefined : (item as Record<string, unknown>)[field];
  if (typeof html !== 'string' || !html.trim()) return [];
  const window = (await domWindow()) as unknown as Window;
  return htmlAuthoringWarnings(html, window.document, HEADING_UNDER[kind]);
}

/** A body's `override` reason: trimmed, none when empty; another type or too long is a 400. */
export function overrideOf(body: { override?: unknown }): string | undefined {
  const { override } = body;
  if (override === undefined || override === null) return undefined;
  if (typeof override !== 'string') {
    throw new ContentDeskError(400, wrongTypeMsg, { override: wrongTypeMsg });
  }
  if (override.trim().length > OVERRIDE_MAX_CHARS) {
    throw new ContentDeskError(400, authoringMsg.overrideTooLong, {
      override: authoringMsg.overrideTooLong,
    });
  }
  return override.trim() || undefined;
}

/** `1 authoring warning`, `4 authoring warnings`: how the audit counts them. */
export const warningCount = (n: number) => `${n} authoring warning${n === 1 ? '' : 's'}`;
