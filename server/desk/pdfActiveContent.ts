// What an uploaded PDF loses before it is stored (docs/contract.md §13): everything a viewer could
// run or open on its own. Scripts (document-level, in actions and form fields), actions that run
// as the file opens or as the reader moves through it, actions other than a link to a place in the
// file or to a web address (launching a program, submitting or importing form data, opening
// another file, media), embedded files and XFA forms. Text, pictures, links and form fields stay.
import { PDFArray, PDFDict, PDFName, PDFRef, PDFStream } from 'pdf-lib';
import type { PDFDocument, PDFObject } from 'pdf-lib';

/** Keys whose values run or carry something active wherever they stand. */
const ACTIVE_KEYS = [
  'OpenAction', // an action (often a script) run as the file opens
  'AA', // additional actions: run on opening a page, focusing a field, closing the file…
  'JS', // a JavaScript action's script
  'JavaScript', // the document's named scripts (in the catalog's name tree)
  'EmbeddedFiles', // the document's attached files (in the catalog's name tree)
  'EF', // a file specification's embedded file
  'RF', // its related files
  'XFA', // an XFA form, which carries its own scripts
  'Next', // an action's follow-up actions, which may be any kind
].map((key) => PDFName.of(key));

/** The actions kept (`/A` of a link or outline item): a place in this file, a web address. */
const KEPT_ACTIONS = new Set(['GoTo', 'URI']);
const A = PDFName.of('A');
const S = PDFName.of('S');

/** The PDF without active content, and without the objects only that content reached. */
export function withoutActiveContent(doc: PDFDocument): void {
  const { context } = doc;
  for (const [, object] of context.enumerateIndirectObjects()) clean(object);
  // What no longer hangs from the catalog or the document information (scripts in streams,
  // embedded files, XFA packets) goes, so the saved file carries none of it at all.
  const reached = new Set<PDFRef>();
  const reach = (object: PDFObject | undefined): void => {
    if (object instanceof PDFRef) {
      if (reached.has(object)) return;
      reached.add(object);
      reach(context.lookup(object));
    } else if (object instanceof PDFDict) {
      for (const [, value] of object.entries()) reach(value);
    } else if (object instanceof PDFStream) {
      reach(object.dict);
    } else if (object instanceof PDFArray) {
      for (const value of object.asArray()) reach(value);
    }
  };
  reach(context.trailerInfo.Root);
  reach(context.trailerInfo.Info);
  for (const [ref] of context.enumerateIndirectObjects())
    if (!reached.has(ref)) context.delete(ref);
}

/** `object`'s direct dictionaries and arrays without active keys or actions not kept. */
function clean(object: PDFObject | undefined): void {
  const dict = object instanceof PDFStream ? object.dict : object;
  if (dict instanceof PDFDict) {
    for (const key of ACTIVE_KEYS) dict.delete(key);
    const action = dict.lookup(A);
    if (action instanceof PDFDict && !isKept(action)) dict.delete(A);
    for (const [, value] of dict.entries()) if (!(value instanceof PDFRef)) clean(value);
  } else if (dict instanceof PDFArray) {
    for (const value of dict.asArray()) if (!(value instanceof PDFRef)) clean(value);
  }
}

/** Whether an action dictionary is one of the kept kinds. */
function isKept(action: PDFDict): boolean {
  const kind = action.lookup(S);
  return kind instanceof PDFName && KEPT_ACTIONS.has(kind.decodeText());
}

const NEXT = PDFName.of('Next');

/**
 * Whether `doc` carries anything `withoutActiveContent` would take away: the investor's attachments
 * (docs/contract.md §7b) are refused for it rather than changed behind the investor's back. An
 * outline item's `/Next` (its next sibling) is no action: only an action's `/Next` counts.
 */
export function hasActiveContent(doc: PDFDocument): boolean {
  const active = (object: PDFObject | undefined): boolean => {
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict) {
      for (const key of ACTIVE_KEYS) {
        if (key === NEXT ? dict.has(NEXT) && dict.has(S) : dict.has(key)) return true;
      }
      const action = dict.lookup(A);
      if (action instanceof PDFDict && !isKept(action)) return true;
      for (const [, value] of dict.entries())
        if (!(value instanceof PDFRef) && active(value)) return true;
    } else if (dict instanceof PDFArray) {
      for (const value of dict.asArray())
        if (!(value instanceof PDFRef) && active(value)) return true;
    }
    return false;
  };
  for (const [, object] of doc.context.enumerateIndirectObjects()) if (active(object)) return true;
  return false;
}
