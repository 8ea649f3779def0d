// The fund lists on the content desk over HTTP on both engines (docs/contract.md §13b): CSV import
// preview and apply with real files (BOM, semicolons, quoted separators, CRLF), bad rows with their
// lines, refused files, a row added and removed, restore, role checks, audit entries, and the
// public lists answering the new content at once (also through a second app server).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, type SchemeName } from '../../src/contract/api';
import { deskMsg } from '../../src/contract/desk';
import type { Amc, AmcCategory, Scheme } from '../../src/contract/entities';
import {
  fundListsApi,
  fundMsg,
  type FundList,
  type FundListAnswer,
  type FundListPreview,
} from '../../src/contract/fundLists';
import { engines, SEED_DIR } from '../store/testing/engines';
import type { Store } from '../store/types';
import { auditRows, contentDeskSuite } from '../testing/contentStaff';
import { publicServer } from '../testing/publicServer';
import { FUND_CSV_MAX_ROWS } from '../../src/contract/limits';

/** An app server's public fund lists over `store`, as visitors' browsers call them. */
async function publicLists(store: Store) {
  const server = await publicServer(store);
  const names = async <T>(path: string, name: (item: T) => string) =>
    (await server.json<T[]>(path)).map(name);
  return {
    amcs: () => names<Amc>(api.amcs, (a) => a.AMCName),
    categories: () => names<AmcCategory>(api.amcCategories, (c) => c.CategoryName),
    schemes: (amc: string, category: string) =>
      names<SchemeName>(api.schemes(amc, category), (s) => s.SchemeName),
    close: server.close,
  };
}

const SAHYADRI = 'Sahyadri Mutual Fund';
const LARGE = 'Equity - Large Cap';
const NEW_SCHEME = 'Alpha Large & Mid Cap Fund, Direct';
const DROPPED = 'Sahyadri Large Cap Fund - Direct Plan - Growth';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
const quoted = (v: string) => (/[;,"]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

describe.each(engines)('fund lists: $name', (engine) => {
  // Warms the second server's answers first, so a stale cache would show.
  const ctx = contentDeskSuite(engine, publicLists, async (other) => {
    await other.amcs();
    await other.schemes(SAHYADRI, LARGE);
  });
  let seedSchemes: Scheme[];
  beforeAll(async () => {
    seedSchemes = JSON.parse(await readFile(join(SEED_DIR, 'schemes.json'), 'utf8')) as Scheme[];
  });

  const sendCsv = (
    path: string,
    cookie: string,
    body: Uint8Array<ArrayBuffer>,
    type = 'text/csv',
  ) => ctx.desk.call(path, { method: 'POST', cookie, headers: { 'Content-Type': type }, body });
  const preview = async (list: FundList, body: Uint8Array<ArrayBuffer>, cookie = ctx.editor) => {
    const res = await sendCsv(fundListsApi.preview(list), cookie, body);
    expect(res.status).toBe(200);
    return (await res.json()) as FundListPreview;
  };
  const current = async <L extends FundList>(list: L) =>
    (await (
      await ctx.desk.call(fundListsApi.list(list), { cookie: ctx.editor })
    ).json()) as FundListAnswer<L>;
  const post = (path: string, cookie: string, json: unknown) =>
    ctx.desk.call(path, { method: 'POST', cookie, json });

  /** The seed's schemes but one, a new one with quoted separators, and bad rows: a semicolon file with a BOM and CRLF. */
  const schemesFile = () => {
    const rows = seedSchemes
      .filter((s) => s.SchemeName !== DROPPED)
      .map((s) => [s.SchemeName, s.AMCName, s.CategoryName]);
    rows.splice(3, 0, [NEW_SCHEME, 'sahyadri mutual fund', LARGE]);
    const lines = rows.map((r) => r.map(quoted).join(';'));
    lines.push(
      ' ;Sahyadri Mutual Fund;Debt - Liquid', // line 137: empty name
      'Beta Fund;Unknown AMC;Debt - Liquid', // 138: an AMC in neither list
      `${quoted(NEW_SCHEME)};${SAHYADRI};${LARGE}`, // 139: the same as line 5
      '=HYPERLINK("x");Sahyadri Mutual Fund;Debt - Liquid', // 140: a formula
      'Gamma Fund;Sahyadri Mutual Fund', // 141: a column short
    );
    return bytes(`\uFEFFschemename;AMCNAME;CategoryName\r\n${lines.join('\r\n')}\r\n`);
  };

  it('answers 401 signed out and 403 for roles other than content and admin, on every call', async () => {
    const calls: [string, string][] = [
      ['GET', fundListsApi.list('schemes')],
      ['GET', fundListsApi.csv('schemes')],
      ['POST', fundListsApi.preview('schemes')],
      ['POST', fundListsApi.apply('schemes', 'x')],
      ['POST', fundListsApi.rows('schemes')],
      ['POST', fundListsApi.removeRow('schemes')],
      ['POST', fundListsApi.restore('schemes')],
    ];
    for (const [method, path] of calls) {
      expect((await ctx.desk.call(path, { method })).status, path).toBe(401);
      const refused = await ctx.desk.call(path, { method, cookie: ctx.grievance });
      expect(refused.status, path).toBe(403);
      expect(await refused.json()).toEqual({ message: deskMsg.forbidden });
    }
    const own = await ctx.desk.call(fundListsApi.list('amcs'), { cookie: ctx.admin });
    expect(own.status).toBe(200);
    expect(((await own.json()) as FundListAnswer).data).toContainEqual({ AMCName: SAHYADRI });
    const unknown = await ctx.desk.call('/api/desk/fund-lists/gallery', { cookie: ctx.admin });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: fundMsg.listUnknown });
  });

  it('previews a schemes CSV (BOM, semicolons, quoted separators): added, removed, bad rows with lines; nothing stored', async () => {
    const p = await preview('schemes', schemesFile());
    expect(p.counts).toEqual({
      rows: seedSchemes.length,
      added: 1,
      removed: 1,
      unchanged: seedSchemes.length - 1,
      bad: 5,
    });
    // The AMC is spelled as its list spells it.
    expect(p.added).toEqual([{ SchemeName: NEW_SCHEME, AMCName: SAHYADRI, CategoryName: LARGE }]);
    expect(p.removed).toEqual([{ SchemeName: DROPPED, AMCName: SAHYADRI, CategoryName: LARGE }]);
    expect(p.bad.map((b) => [b.line, b.reason])).toEqual([
      [137, fundMsg.nameEmpty],
      [138, fundMsg.amcUnknown],
      [139, fundMsg.duplicate(5)],
      [140, fundMsg.nameFormula],
      [141, fundMsg.columnCount],
    ]);
    expect(p.bad[1]!.row).toEqual({
      SchemeName: 'Beta Fund',
      AMCName: 'Unknown AMC',
      CategoryName: 'Debt - Liquid',
    });
    expect(p.token).toMatch(/^[\w-]{43}$/);
    expect(p.orphanedSchemes).toBe(0);
    expect((await current('schemes')).data).toEqual(seedSchemes);
    expect(await ctx.site.schemes(SAHYADRI, LARGE)).toEqual([DROPPED]);
  });

  it('refuses a file it cannot take with a 400 and a clear message, storing nothing', async () => {
    const header = 'SchemeName,AMCName,CategoryName\n';
    const tooMany = header + `x${',y,z\n'}`.repeat(FUND_CSV_MAX_ROWS + 1);
    const refusals: [Uint8Array<ArrayBuffer>, string, string?][] = [
      [bytes(''), fundMsg.csvEmpty],
      [bytes('\uFEFF\r\n  \r\n'), fundMsg.csvEmpty],
      [bytes('Name,AMC\nA,B\n'), fundMsg.csvHeader(['SchemeName', 'AMCName', 'CategoryName'])],
      [
        bytes('SchemeName,AMCName,CategoryName,Extra\n'),
        fundMsg.csvHeader(['SchemeName', 'AMCName', 'CategoryName']),
      ],
      [
        new Uint8Array([...Buffer.from(header), 0x41, 0xe9, 0x2c, 0x42, 0x2c, 0x43]),
        fundMsg.csvNotUtf8,
      ],
      [bytes(tooMany), fundMsg.csvTooManyRows],
      [new Uint8Array(2 * 1024 * 1024 + 1).fill(0x41), fundMsg.csvTooLarge],
      [bytes(header), fundMsg.csvType, 'text/plain'],
      [bytes(header), fundMsg.csvType, 'application/vnd.ms-excel'],
    ];
    for (const [body, message, type] of refusals) {
      const res = await sendCsv(fundListsApi.preview('schemes'), ctx.editor, body, type);
      expect(res.status, message).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
    const wrongList = await sendCsv(fundListsApi.preview('amcs'), ctx.editor, schemesFile());
    expect(await wrongList.json()).toEqual({ message: fundMsg.csvHeader(['AMCName']) });
    expect((await current('schemes')).versions).toEqual([]);
  });

  it('applies the previewed file: both app servers answer the new schemes at once, the old list is version 1', async () => {
    const file = schemesFile();
    const { token } = await preview('schemes', file);
    const missing = await sendCsv(fundListsApi.apply('schemes', ''), ctx.editor, file);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: fundMsg.tokenMissing });
    const otherFile = await sendCsv(fundListsApi.apply('schemes', token), ctx.editor, bytes('x'));
    expect(otherFile.status).toBe(409);

    const applied = await sendCsv(fundListsApi.apply('schemes', token), ctx.editor, file);
    expect(applied.status).toBe(200);
    const answer = (await applied.json()) as FundListAnswer<'schemes'>;
    expect(answer.data).toHaveLength(seedSchemes.length);
    expect(answer.data[3]).toEqual({
      SchemeName: NEW_SCHEME,
      AMCName: SAHYADRI,
      CategoryName: LARGE,
    });
    expect(answer.versions).toMatchObject([
      { number: 2, change: 'import', rows: seedSchemes.length, added: 1, removed: 1, by: 'editor' },
      { number: 1, change: 'seed', rows: seedSchemes.length, by: 'seed' },
    ]);
    for (const server of [ctx.site, ctx.other]) {
      expect(await server.schemes(SAHYADRI, LARGE)).toEqual([NEW_SCHEME]);
    }
    // The same preview again is stale: the list it was compared with is gone.
    const again = await sendCsv(fundListsApi.apply('schemes', token), ctx.editor, file);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: fundMsg.stale });
  });

  it('downloads a list as CSV that imports back unchanged', async () => {
    const res = await ctx.desk.call(fundListsApi.csv('schemes'), { cookie: ctx.editor });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="schemes.csv"');
    const file = new Uint8Array(await res.arrayBuffer());
    const text = Buffer.from(file).toString('utf8');
    expect(text.startsWith('\uFEFFSchemeName,AMCName,CategoryName\r\n')).toBe(true);
    expect(text).toContain(`"${NEW_SCHEME}",${SAHYADRI},${LARGE}\r\n`);
    const p = await preview('schemes', file);
    expect(p.counts).toMatchObject({ added: 0, removed: 0, bad: 0 });
  });

  it('imports AMCs from a comma file (any header case), and a scheme may then name the new AMC', async () => {
    const file = bytes(
      'amcname\r\nSahyadri Mutual Fund\r\n"Kaveri & Co. Mutual Fund"\r\n"Alpha, Beta Mutual Fund"\r\n',
    );
    const p = await preview('amcs', file);
    expect(p.counts).toMatchObject({ added: 1, removed: 7, unchanged: 2, bad: 0 });
    // The seed's schemes of the seven AMCs the file drops stay stored, unreachable: the preview says how many.
    const kept = new Set([SAHYADRI, 'Kaveri & Co. Mutual Fund']);
    expect(p.orphanedSchemes).toBe(
      (await current('schemes')).data.filter((s) => !kept.has(s.AMCName)).length,
    );
    expect(p.orphanedSchemes).toBeGreaterThan(0);
    const res = await sendCsv(fundListsApi.apply('amcs', p.token), ctx.admin, file);
    expect(res.status).toBe(200);
    expect(await ctx.other.amcs()).toEqual([
      SAHYADRI,
      'Kaveri & Co. Mutual Fund',
      'Alpha, Beta Mutual Fund',
    ]);
    const added = await post(fundListsApi.rows('schemes'), ctx.editor, {
      row: {
        SchemeName: ' Alpha Liquid Fund ',
        AMCName: 'Alpha, Beta Mutual Fund',
        CategoryName: 'Debt - Liquid',
      },
    });
    expect(added.status).toBe(201);
    expect(await ctx.site.schemes('Alpha, Beta Mutual Fund', 'Debt - Liquid')).toEqual([
      'Alpha Liquid Fund',
    ]);
  });

  it('adds and removes one row, refusing a bad or duplicate row and a missing one', async () => {
    const bad = await post(fundListsApi.rows('schemes'), ctx.editor, {
      row: { SchemeName: 'Delta Fund', AMCName: 'Nobody', CategoryName: LARGE },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: fundMsg.amcUnknown,
      errors: { AMCName: fundMsg.amcUnknown },
    });
    const long = await post(fundListsApi.rows('categories'), ctx.editor, {
      row: { CategoryName: 'x'.repeat(151) },
    });
    expect(await long.json()).toMatchObject({ errors: { CategoryName: fundMsg.nameTooLong } });
    expect((await post(fundListsApi.rows('categories'), ctx.editor, { row: 'x' })).status).toBe(
      400,
    );
    const twice = await post(fundListsApi.rows('categories'), ctx.editor, {
      row: { CategoryName: 'debt - liquid' },
    });
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({ message: fundMsg.rowExists });

    const added = await post(fundListsApi.rows('categories'), ctx.editor, {
      row: { CategoryName: 'Solution Oriented' },
    });
    expect(added.status).toBe(201);
    expect((await ctx.site.categories()).at(-1)).toBe('Solution Oriented');
    const removed = await post(fundListsApi.removeRow('categories'), ctx.editor, {
      row: { CategoryName: 'solution oriented ' },
    });
    expect(removed.status).toBe(200);
    expect(await ctx.other.categories()).not.toContain('Solution Oriented');
    const missing = await post(fundListsApi.removeRow('categories'), ctx.editor, {
      row: { CategoryName: 'Solution Oriented' },
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: fundMsg.rowMissing });
    expect((await current('categories')).versions.map((v) => [v.number, v.change])).toEqual([
      [3, 'remove'],
      [2, 'add'],
      [1, 'seed'],
    ]);
  });

  it('restores an earlier version as a new one, served at once', async () => {
    const restored = await post(fundListsApi.restore('schemes'), ctx.editor, { version: 1 });
    expect(restored.status).toBe(200);
    const answer = (await restored.json()) as FundListAnswer<'schemes'>;
    expect(answer.data).toEqual(seedSchemes);
    expect(answer.versions[0]).toMatchObject({ change: 'restore', restoredFrom: 1, by: 'editor' });
    expect(await ctx.other.schemes(SAHYADRI, LARGE)).toEqual([DROPPED]);
    for (const version of [99, '1', 1.5, null]) {
      const missing = await post(fundListsApi.restore('schemes'), ctx.editor, { version });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: fundMsg.versionNotFound });
    }
  });

  it('records each change in the audit log with its counts, never the file', async () => {
    const { entries: fund, rows } = await ctx.audited(
      (e) => e.target?.startsWith('fund-lists/') ?? false,
    );
    expect(rows).toEqual(
      auditRows(
        'editor fundListImport fund-lists/schemes',
        'boss fundListImport fund-lists/amcs',
        'editor fundListAdd fund-lists/schemes',
        'editor fundListAdd fund-lists/categories',
        'editor fundListRemove fund-lists/categories',
        'editor fundListRestore fund-lists/schemes',
      ),
    );
    expect(fund[0]!.detail).toBe(`version 2: 1 added, 1 removed, ${seedSchemes.length} rows`);
    expect(JSON.stringify(fund)).not.toContain('Beta Fund');
  });
});
