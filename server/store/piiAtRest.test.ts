// PII at rest (issue 44; docs/storage.md, "PII at rest"), on both engines: phones, PAN, e-mail and
// postal addresses posted through the public API are in no data file and no table row in clear, a
// record stored in clear before DATA_KEY is sealed at the next start (migration 034), and so is one
// a store sealed the phones of before e-mails and addresses were sealed; the public lookup and the
// desk's search by phone, PAN and e-mail still work, a backup holds ciphertext only, and after
// `npm run data-key:rotate` the old key opens nothing. Without DATA_KEY production refuses to start.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { api } from '../../src/contract/api';
import { deskApi, type QueueName, type QueuePage } from '../../src/contract/desk';
import { startApp, type RunningApp } from '../../tests/support/server';
import { addAccount } from '../desk/accounts';
import { createTestDatabase, type TestDatabase } from '../testing/postgres';
import { openComplaint, validComplaint, validWithdrawal } from '../testing/payloads';
import { runCommandProcess } from '../testing/serverProcess';
import { TEST_SCRYPT_COST } from '../testing/staffCost';
import { backupDataDir } from './lowdb/backup';
import { FieldCipher, newDataKey, parseDataKey, UnknownDataKeyError } from './fieldCipher';
import { openStore, type StoreConfig } from './index';
import { SEED_DIR } from './testing/engines';
import { SEALED_WITH } from './sealedStore';
import { mailFolder } from '../notify/mail/mailFiles';
import { DEMO_KEY_FILE, NO_KEY_IN_PRODUCTION, resolveDataKey } from '../dataKey';

const PHONE = '9123456701';
const PAN_PHONE = '9123456702';
const PAN = 'PQRSX6789K';
/** Stored in clear before the server had a key. */
const OLD_PHONE = '9123456703';
const EMAIL = 'kavya.unique44@example.net';
const ADDRESS = '7 Unique Heights, Navrangpura, Ahmedabad 380009';
const PAN_EMAIL = 'withdrawing.unique44@example.org';
const OLD_EMAIL = 'old.unique44@example.com';
const OLD_ADDRESS = '21 Clearwater Lane, Vadodara 390001';
const SECRETS = [
  PHONE,
  PAN_PHONE,
  PAN,
  OLD_PHONE,
  EMAIL,
  ADDRESS,
  PAN_EMAIL,
  OLD_EMAIL,
  OLD_ADDRESS,
];
const PASSWORD = 'a long enough pass phrase';

/**
 * Every file under `dir` but the mail folder, as text: with no SMTP_URL, the sent e-mails are
 * written there as .eml files (server/notify/mail/mailFiles.ts), a demo's stand-in for the mail
 * server, and a sent e-mail carries its address as every e-mail does (docs/storage.md, "PII at
 * rest"); the backup leaves the folder out (the backup test below reads every file). A file gone between the listing and its reading is skipped: a
 * write's temporary file, renamed as it completed (the outbox drops its mail in `mail/` meanwhile;
 * seen in a full run).
 */
async function filesText(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const read = (path: string) =>
    readFile(path, 'utf8').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return '';
      throw err;
    });
  const texts = await Promise.all(
    entries
      .filter((e) => e.isFile() && !e.parentPath.startsWith(mailFolder(dir)))
      .map((e) => read(join(e.parentPath, e.name))),
  );
  return texts.join('\n');
}

/** Every row of every table of the test's schema, as text. */
async function rowsText(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    const texts: string[] = [];
    for (const { name } of tables) {
      const { rows } = await client.query<{ row: string }>(
        `SELECT t::text AS row FROM ${pg.escapeIdentifier(name)} AS t`,
      );
      texts.push(...rows.map((r) => r.row));
    }
    return texts.join('\n');
  } finally {
    await client.end();
  }
}

const found = (text: string) => SECRETS.filter((secret) => text.includes(secret));

describe.each(['lowdb', 'postgres'] as const)(
  'phones, PAN, e-mail and addresses at rest: %s',
  (engine) => {
    const key = newDataKey();
    const newKey = newDataKey();
    let dataDir = '';
    let db: TestDatabase | undefined;
    let config: StoreConfig;
    let app: RunningApp;
    let cookie = '';
    let complainNo = '';

    /** What the engine holds, as text: the data files, or every row. */
    const atRest = async () => (db ? rowsText(db.url) : filesText(dataDir));

    const call = (path: string, init: RequestInit & { json?: unknown } = {}) => {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (cookie) headers.set('Cookie', cookie);
      if (json !== undefined) headers.set('Content-Type', 'application/json');
      return fetch(`${app.baseUrl}${path}`, {
        ...rest,
        headers,
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
    };

    const search = async (queue: QueueName, q: string) => {
      const res = await call(`${deskApi.queue(queue)}?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as QueuePage).data;
    };

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'investor-sealed-'));
      if (engine === 'postgres') db = await createTestDatabase(inject('pgAdminUrl'));
      config = { dataDir, seedDir: SEED_DIR, ...(db ? { databaseUrl: db.url } : {}) };
      // A complaint stored in clear, as before DATA_KEY existed, in a store the previous version
      // marked as sealed under this key (it sealed phones and PAN only): its e-mail and address are
      // sealed at the next start all the same.
      const before = await openStore(config);
      await before.complaint.insert(
        openComplaint('CMP-OLD-0001', {
          contactNo: OLD_PHONE,
          email: OLD_EMAIL,
          address: OLD_ADDRESS,
        }),
      );
      await before.serverKeys.insert({ name: SEALED_WITH, base64: cipherOf(key).keyId });
      await addAccount(
        before,
        new Date(),
        { username: 'meera', roles: ['grievance', 'operations'], password: PASSWORD },
        TEST_SCRYPT_COST,
      );
      await before.close();

      app = await startApp({
        dataDir,
        ...(db ? { databaseUrl: db.url } : {}),
        dataKey: parseDataKey(key),
      });
      const posted = await call(api.complain, {
        method: 'POST',
        json: { ...validComplaint, contactNo: PHONE, email: EMAIL, address: ADDRESS },
      });
      expect(posted.status).toBe(201);
      complainNo = ((await posted.json()) as { data: { complainNo: string } }).data.complainNo;
      const withdrawal = await call(api.withdraw, {
        method: 'POST',
        json: { ...validWithdrawal, contactNumber: PAN_PHONE, panNo: PAN, email: PAN_EMAIL },
      });
      expect(withdrawal.status).toBe(201);
      const session = await call(deskApi.session, {
        method: 'POST',
        json: { username: 'meera', password: PASSWORD },
      });
      expect(session.status).toBe(200);
      cookie = session.headers.get('set-cookie')!.split(';')[0]!;
    }, 120_000);

    afterAll(async () => {
      await app?.close();
      await db?.drop();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('holds no phone, PAN, e-mail or address in clear: not the new records, their messages, nor the old record', async () => {
      const text = await atRest();
      // The records are there (their names are not sealed), only their phones and PAN are not.
      expect(text).toContain(complainNo);
      expect(text).toContain('CMP-OLD-0001');
      expect(found(text)).toEqual([]);
    });

    it('answers the public lookup and shows the desk the phone, PAN, e-mail and address in clear', async () => {
      const lookup = await call(api.complaintByNo(complainNo));
      expect(lookup.status).toBe(200);
      const record = await call(deskApi.record('complaints', complainNo));
      expect(record.status).toBe(200);
      const shown = JSON.stringify(await record.json());
      for (const value of [PHONE, EMAIL, ADDRESS]) expect(shown).toContain(value);
      const old = await call(deskApi.record('complaints', 'CMP-OLD-0001'));
      const oldShown = JSON.stringify(await old.json());
      for (const value of [OLD_PHONE, OLD_EMAIL, OLD_ADDRESS]) expect(oldShown).toContain(value);
    });

    it('finds a record by its whole phone, PAN or e-mail address, however it is typed', async () => {
      for (const q of [PHONE, '+91 91234 56701', '091234-56701']) {
        expect((await search('complaints', q)).map((r) => r.key)).toEqual([complainNo]);
      }
      expect((await search('complaints', OLD_PHONE)).map((r) => r.key)).toEqual(['CMP-OLD-0001']);
      expect(await search('withdrawals', PAN.toLowerCase())).toHaveLength(1);
      expect(await search('withdrawals', PAN_PHONE)).toHaveLength(1);
      // A whole e-mail address, in any case and with spaces around it.
      for (const q of [EMAIL, ` ${EMAIL.toUpperCase()} `]) {
        expect((await search('complaints', q)).map((r) => r.key)).toEqual([complainNo]);
      }
      expect((await search('complaints', OLD_EMAIL)).map((r) => r.key)).toEqual(['CMP-OLD-0001']);
      expect(await search('withdrawals', PAN_EMAIL)).toHaveLength(1);
      // The ciphertext and the hash are no text to find: a word of base64 matches nothing.
      expect(await search('complaints', 'sealed')).toEqual([]);
    });

    it.skipIf(engine === 'postgres')('backs up ciphertext only, and not the key', async () => {
      const to = await mkdtemp(join(tmpdir(), 'investor-sealed-backup-'));
      try {
        await backupDataDir(dataDir, join(to, 'copy'), new Date());
        const text = await filesText(to);
        expect(text).toContain(complainNo);
        expect(found(text)).toEqual([]);
        expect(text).not.toContain(key);
      } finally {
        await rm(to, { recursive: true, force: true });
      }
    });

    it('seals everything again under a new key: the old key then opens nothing', async () => {
      await app.close();
      const rotated = await runCommandProcess('server/rotateDataKey.ts', [], {
        DATA_DIR: dataDir,
        DATABASE_URL: db?.url ?? '',
        DATA_KEY: key,
        NEW_DATA_KEY: newKey,
      });
      expect(rotated.stderr + rotated.stdout).toContain('new key');
      expect(rotated.code).toBe(0);
      expect(found(await atRest())).toEqual([]);

      await expect(openStore({ ...config, cipher: cipherOf(key) })).rejects.toThrow(
        UnknownDataKeyError,
      );
      const cipher = cipherOf(newKey);
      const store = await openStore({ ...config, cipher });
      try {
        const rotated = await store.complaint.findBy('complainNo', complainNo);
        expect([rotated?.contactNo, rotated?.email, rotated?.address]).toEqual([
          PHONE,
          EMAIL,
          ADDRESS,
        ]);
        // A queue page opens its own records only, whatever the search: 120 stored, 10 a page.
        await Promise.all(
          Array.from({ length: 120 }, (_, i) =>
            store.complaint.insert(
              openComplaint(`CMP-MANY-${String(i).padStart(4, '0')}`, {
                contactNo: `98${String(i).padStart(8, '0')}`,
              }),
            ),
          ),
        );
        const opened = vi.spyOn(cipher, 'openRecord');
        const many = await store.complaint.queuePage({ now: new Date(), q: 'contract', limit: 10 });
        expect(many.total).toBeGreaterThan(120);
        expect(opened).toHaveBeenCalledTimes(10);
        opened.mockClear();
        const page = await store.complaint.queuePage({ now: new Date(), q: PHONE, limit: 10 });
        expect(page.data.map((r) => r.complainNo)).toEqual([complainNo]);
        expect(opened).toHaveBeenCalledTimes(1);
      } finally {
        await store.close();
      }
      // Restarted for afterAll's close.
      app = await startApp({
        dataDir,
        ...(db ? { databaseUrl: db.url } : {}),
        dataKey: parseDataKey(newKey),
      });
    }, 60_000);
  },
);

describe('without DATA_KEY', () => {
  it('production refuses to start and says how to make one', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'investor-nokey-'));
    try {
      const run = await runCommandProcess('server/main.ts', [], {
        NODE_ENV: 'production',
        DATA_KEY: '',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '0',
      });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(NO_KEY_IN_PRODUCTION);
      expect(run.stderr).toContain("randomBytes(32).toString('base64')");
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('a demo makes a key in the data folder once, says so, and uses it at the next start', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'investor-demokey-'));
    try {
      const lines: string[] = [];
      const made = await resolveDataKey({}, dataDir, (line) => lines.push(line));
      expect(lines.join('\n')).toContain(`made a demo key in ${join(dataDir, DEMO_KEY_FILE)}`);
      const again = await resolveDataKey({ NODE_ENV: 'development' }, dataDir, () => {});
      expect(again.equals(made)).toBe(true);
      const set = newDataKey();
      expect((await resolveDataKey({ DATA_KEY: set }, dataDir, () => {})).toString('base64')).toBe(
        set,
      );
      await expect(resolveDataKey({ DATA_KEY: 'short' }, dataDir, () => {})).rejects.toThrow(
        /32 random bytes in base64/,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

function cipherOf(key: string) {
  return new FieldCipher(parseDataKey(key));
}
