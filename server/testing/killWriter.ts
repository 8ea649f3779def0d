// The crash-safety tests' kill (docs/storage.md, Durability): a writer child process
// (killedWriter.ts, outboxWriter.ts) runs until it says it is writing, then is killed with
// SIGKILL at a random moment, as a power cut or the OOM killer would: what is on disk after is
// what the test reads.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * Runs `node --import tsx server/testing/<writer> <target>`, waits for its first output, then
 * kills it after `atLeastMs` plus up to `randomMs` more; resolves once it has exited.
 */
export async function killWriterMidWrite(
  writer: 'killedWriter.ts' | 'outboxWriter.ts',
  target: string,
  { atLeastMs = 0, randomMs }: { atLeastMs?: number; randomMs: number },
): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, writer), target],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`writer exited early (${code})`)));
  });
  await new Promise((resolve) => setTimeout(resolve, atLeastMs + Math.random() * randomMs));
  child.kill('SIGKILL');
  await exited;
}
