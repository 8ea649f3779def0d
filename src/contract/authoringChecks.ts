// Authoring checks before publish (docs/contract.md §13g): what a screen-reader user or anyone
// skimming a page needs of its rich text: headings in order, pictures described (or marked as
// decoration), links whose words say where they go, and no words only in a picture. The same
// function runs on the server at publish (over jsdom, server/desk/authoringWarnings.ts) and on the
// desk beside the editor (over the browser's DOM), so the editor sees what the server will say.

/** The attribute the editor sets on a picture that carries words (text in a picture). */
export const TEXT_IN_PICTURE_ATTR = 'data-text-in-picture';

export type AuthoringCheck =
  'heading-h1' | 'heading-order' | 'image-alt' | 'text-in-picture' | 'link-text';

export interface AuthoringWarning {
  check: AuthoringCheck;
  /** What is wrong and where, in the desk's words. */
  message: string;
}

export const authoringMsg = {
  overrideRequired:
    'This version has authoring warnings: give the reason for publishing it as it is.',
  overrideTooLong: 'A reason is at most 1000 characters.',
  overrideForbidden:
    'Only an approver or an admin may publish despite the authoring warnings. Publish without a reason to send it to an approver.',
} as const;

export const OVERRIDE_MAX_CHARS = 1000;

/**
 * Link words that do not say where the link goes (compared lower-case, without punctuation), in
 * the site's three languages.
 */
const VAGUE_LINK_TEXT = new Set([
  'click here',
  'click',
  'here',
  'read more',
  'more',
  'learn more',
  'link',
  'this link',
  'this',
  'click this link',
  'details',
  'more details',
  'know more',
  'यहाँ क्लिक करें',
  'यहां क्लिक करें',
  'यहाँ',
  'यहां',
  'और पढ़ें',
  'अधिक पढ़ें',
  'અહીં ક્લિક કરો',
  'અહીં',
  'વધુ વાંચો',
]);

/** A web address written out as a link's words. */
const BARE_URL = /^(?:https?:\/\/|www\.)\S+$/i;

/** A short quote of some words for a message. */
const quote = (text: string) => {
  const words = text.replace(/\s+/g, ' ').trim();
  return `“${words.length > 60 ? `${words.slice(0, 57)}…` : words}”`;
};

/** A picture named by its file, for a message. */
const pictureName = (img: Element) => {
  const src = img.getAttribute('src') ?? '';
  return quote(src.slice(src.lastIndexOf('/') + 1) || 'picture');
};

/** The words a link gives a screen reader: its text, and its pictures' descriptions. */
function linkWords(a: Element): string {
  const alts = [...a.querySelectorAll('img')].map((img) => img.getAttribute('alt') ?? '');
  return [a.textContent ?? '', ...alts].join(' ').replace(/\s+/g, ' ').trim();
}

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The heading level a kind's body sits under: a page's under its banner's h1, a story's under its
 * title, an h2 on /news (src/components/NewsArticle.tsx), so a story's own headings start at h3.
 */
export const HEADING_UNDER: Readonly<Record<string, number>> = { pages: 1, news: 2 };

function headingWarnings(root: ParentNode, under: number): AuthoringWarning[] {
  const warnings: AuthoringWarning[] = [];
  let previous = under;
  for (const heading of root.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const level = Number(heading.tagName.slice(1));
    const words = quote(heading.textContent ?? '');
    if (level === 1) {
      warnings.push({
        check: 'heading-h1',
        message: `The heading ${words} is a top-level heading (h1): the page’s title is its only one. Make it a Heading (h2).`,
      });
      continue;
    }
    if (level > previous + 1) {
      warnings.push({
        check: 'heading-order',
        message: `The heading ${words} (h${level}) skips a level after h${previous}: use h${previous + 1}.`,
      });
    }
    previous = level;
  }
  return warnings;
}

function pictureWarnings(root: ParentNode): AuthoringWarning[] {
  const warnings: AuthoringWarning[] = [];
  for (const img of root.querySelectorAll('img')) {
    // alt="" marks a decoration (HTML's own convention); no alt at all says nothing.
    if (!img.hasAttribute('alt')) {
      warnings.push({
        check: 'image-alt',
        message: `The picture ${pictureName(img)} has no description: describe it, or mark it as decoration.`,
      });
    }
    if (img.hasAttribute(TEXT_IN_PICTURE_ATTR)) {
      warnings.push({
        check: 'text-in-picture',
        message: `The picture ${pictureName(img)} is marked as carrying words: put the words in the text, where they can be read, enlarged and translated.`,
      });
    }
  }
  return warnings;
}

function linkWarnings(root: ParentNode): AuthoringWarning[] {
  const warnings: AuthoringWarning[] = [];
  for (const a of root.querySelectorAll('a[href]')) {
    const words = linkWords(a);
    const href = a.getAttribute('href') ?? '';
    const why = !words
      ? `The link to ${quote(href)} has no words`
      : VAGUE_LINK_TEXT.has(normal(words))
        ? `The link ${quote(words)} does not say where it goes`
        : BARE_URL.test(words)
          ? `The link ${quote(words)} is a bare web address`
          : undefined;
    if (why) {
      warnings.push({
        check: 'link-text',
        message: `${why}: let its words name the page or document, e.g. “SEBI’s investor charter”.`,
      });
    }
  }
  return warnings;
}

/**
 * Every authoring warning of a body of rich text under a heading of level `under` (HEADING_UNDER),
 * in this order: headings, pictures, links.
 */
export function authoringWarnings(root: ParentNode, under = 1): AuthoringWarning[] {
  return [...headingWarnings(root, under), ...pictureWarnings(root), ...linkWarnings(root)];
}

/** The warnings of `html`, parsed in a `<template>` of `document` (the browser's, or jsdom's). */
export function htmlAuthoringWarnings(
  html: string,
  document: Pick<Document, 'createElement'>,
  under = 1,
): AuthoringWarning[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return authoringWarnings(template.content, under);
}
