import type pg from 'pg';
import type { StoredUpload, UploadStore } from '../types';

/**
 * The content desk's uploads in the `uploads` table (bytea), so every app server serves them; the
 * investors' attachments alike in `attachment_files` (migration 031), which no public route reads.
 */
export function openPostgresUploads(
  pool: pg.Pool,
  table: 'uploads' | 'attachment_files' = 'uploads',
): UploadStore {
  return {
    async put(name, { type, bytes }) {
      await pool.query(`INSERT INTO ${table} (name, type, bytes) VALUES ($1, $2, $3)`, [
        name,
        type,
        bytes,
      ]);
    },
    async get(name): Promise<StoredUpload | undefined> {
      const { rows } = await pool.query<StoredUpload>(
        `SELECT type, bytes FROM ${table} WHERE name = $1`,
        [name],
      );
      return rows[0];
    },
    async remove(name) {
      await pool.query(`DELETE FROM ${table} WHERE name = $1`, [name]);
    },
    async names() {
      const { rows } = await pool.query<{ name: string }>(
        `SELECT name FROM ${table} ORDER BY name`,
      );
      return rows.map((r) => r.name);
    },
  };
}
