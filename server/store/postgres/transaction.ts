import type pg from 'pg';

/**
 * Runs `work` on one pooled connection inside BEGIN … COMMIT. When it throws, the transaction is
 * rolled back and the work's error is rethrown (a failed ROLLBACK, e.g. on a lost connection, must
 * not hide it).
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
