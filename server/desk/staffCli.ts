// `npm run staff -- add|passwd|disable|list` (docs/contract.md §11): the only way to create the
// first admin. Passwords come from standard input, never from arguments (they would be in the
// shell history and the process list).
import { parseArgs } from 'node:util';
import { AccountError, addAccount, changeAccount, listAccounts } from './accounts';
import { AuditLog, AUDIT_ACTIONS } from './audit';
import type { Store } from '../store/types';

export const USAGE = `Usage (the password is read from standard input):
  npm run staff -- add --username NAME --role ROLE[,ROLE]
  npm run staff -- passwd --username NAME
  npm run staff -- disable --username NAME
  npm run staff -- list`;

export interface CliIo {
  readPassword(): Promise<string>;
  out(line: string): void;
  now(): Date;
}

/** Runs one command; returns the exit code. Messages never contain the password. */
export async function runStaffCli(argv: string[], store: Store, io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { username: { type: 'string' }, role: { type: 'string' } },
    });
  } catch (err) {
    io.out(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command] = parsed.positionals;
  const username = parsed.values.username?.trim().toLowerCase() ?? '';
  const audit = new AuditLog(store, io.now);
  const record = (action: string, detail: string) =>
    audit.record({ actor: 'cli', action, target: `staff/${username}`, detail });
  try {
    if (command === 'list') {
      for (const a of await listAccounts(store)) {
        io.out(`${a.username}\t${a.roles.join(',')}${a.disabled ? '\tdisabled' : ''}`);
      }
      return 0;
    }
    if (!username || !['add', 'passwd', 'disable'].includes(command ?? '')) {
      io.out(USAGE);
      return 2;
    }
    if (command === 'add') {
      const roles = (parsed.values.role ?? '')
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean);
      const password = await io.readPassword();
      const account = await addAccount(store, io.now(), { username, roles, password });
      await record(AUDIT_ACTIONS.accountAdd, `roles: ${account.roles.join(', ')}`);
      io.out(`Added ${account.username} (${account.roles.join(', ')})`);
    } else if (command === 'passwd') {
      await changeAccount(store, io.now(), username, { password: await io.readPassword() });
      await record(AUDIT_ACTIONS.accountChange, 'password');
      io.out(`Password of ${username} changed; its sessions have ended`);
    } else {
      await changeAccount(store, io.now(), username, { disabled: true });
      await record(AUDIT_ACTIONS.accountChange, 'disabled');
      io.out(`Disabled ${username}`);
    }
    return 0;
  } catch (err) {
    if (err instanceof AccountError) {
      io.out(Object.values(err.errors ?? {}).join('\n') || err.message);
      return 1;
    }
    throw err;
  }
}
