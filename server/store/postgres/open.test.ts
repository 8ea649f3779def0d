// Starting on a database that cannot be used says where and why, and never shows the password.
import { describe, expect, it } from 'vitest';
import { freePort } from '../../testing/freePort';
import { SEED_DIR } from '../testing/engines';
import { describeUrl, openPostgresStore } from './index';

describe('opening the PostgreSQL engine', () => {
  it('a server that does not answer: a clear error naming host, port and database only', async () => {
    const port = await freePort();
    const databaseUrl = `postgres://investor:s3cret-pw@127.0.0.1:${port}/investor`;
    const failure = openPostgresStore({ databaseUrl, seedDir: SEED_DIR });
    await expect(failure).rejects.toThrow(`PostgreSQL at 127.0.0.1:${port}/investor: `);
    await expect(failure).rejects.toThrow(/ECONNREFUSED/);
    await expect(failure).rejects.not.toThrow(/s3cret/);
  });

  it('describes a URL without its password, and a broken one without echoing it', () => {
    expect(describeUrl('postgres://u:pw@db.internal/investor')).toBe('db.internal:5432/investor');
    expect(describeUrl('not a url pw')).toBe('DATABASE_URL (not a valid URL)');
  });
});
