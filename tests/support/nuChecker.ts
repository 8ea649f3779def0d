// The W3C Nu HTML checker (the vnu-jar package, run by Debian's Java: .ci/run installs
// default-jre-headless when `java` is missing). The checker takes seconds to start, so a suite
// hands it every document at once.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * One short run: the JVM's quick compiler only and its simplest collector, which halve the CPU
 * the run takes on a 2-core machine (3.4 s instead of 8 s for the sitemap's pages, the same
 * messages); code from the quick compiler takes more stack, which the schema's deep recursion needs.
 */
const JVM_FLAGS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss16m'];

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

export interface NuMessage {
  /** The name the document was handed in under. */
  document: string;
  type: string;
  subType?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/**
 * Every message the checker reports on `documents` (name -> HTML), in one Java run. A document
 * whose HTML is fine has none of type "error"; "info" messages are advice.
 */
export async function nuCheck(documents: ReadonlyMap<string, string>): Promise<NuMessage[]> {
  const dir = await mkdtemp(join(tmpdir(), 'nu-check-'));
  try {
    const byUrl = new Map<string, string>();
    const files = await Promise.all(
      [...documents].map(async ([name, html], index) => {
        const file = join(dir, `${index}.html`);
        await writeFile(file, html);
        byUrl.set(file, name);
        return file;
      }),
    );
    // The checker exits 1 when it reports an error; its JSON report is on stdout either way.
    const stdout = await promisify(execFile)(
      'java',
      [...JVM_FLAGS, '-jar', VNU_JAR, '--format', 'json', '--stdout', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ).then(
      (done) => done.stdout,
      (failed: { stdout?: string }) => {
        if (!failed.stdout) throw failed;
        return failed.stdout;
      },
    );
    const report = JSON.parse(stdout) as {
      messages: (Omit<NuMessage, 'document'> & { url?: string })[];
    };
    return report.messages.map(({ url, ...message }) => ({
      // The checker names a file file:/path (one slash).
      document: (url && byUrl.get(fileURLToPath(url))) ?? url ?? '?',
      ...message,
    }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
