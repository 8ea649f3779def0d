// `npm test`'s checks before the tests, run at once (issue 40): the type checks, lint and the
// builds are each one process that mostly keeps one core busy, and one after another they left the
// 2-core CI machine half idle for some five minutes. Each argument is a shell command; its output
// is held and printed whole when it ends, so the log reads as if they had run in turn. Exits with
// the first failure's code once all have ended.
//
// A few lanes, not one per step: with the builds, lint and both type checks all running, the
// web build's catalogue compiler starved past its 60 s module time-out on a loaded machine. The
// type checks are one lane, `tsc -b`: the node project reads the app's declarations, so it
// follows the app's check (docs/architecture.md §7).
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);

const run = (command) =>
  new Promise((done) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, env: { ...process.env, FORCE_COLOR: '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const status = code === 0 ? 'done' : `failed (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n> ${command}: ${status} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      done(code ?? 1);
    });
  });

const codes = await Promise.all(commands.map(run));
process.exitCode = codes.find((code) => code !== 0) ?? 0;
