// `npm run staff -- add|passwd|disable|reset-two-factor|list` (docs/contract.md §11): the only
// way to create the first admin, and a sole admin's way back in after losing both their phone and
// their recovery codes. Passwords come from standard input, never from arguments (they would be in
// the shell history and the process list).
import { parseArgs } from 'node:util';
import { deskMsg } from '../../src/contract/desk';
import { AccountError, addAccount, changeAccount, listAccounts } from './accounts';
import { AuditLog, AUDIT_ACTIONS } from './audit';
import { Sessions } from './sessions';
import { resetFactor } from './twoFactor';
import type { Store } from '../store/types';

/** How the audit names what this command did: no staff member's session did it. */
const CLI_ACTOR = 'cli';

export const USAGE = `Usage (the password is read from standard input):
  npm run staff -- add --username NAME --role ROLE[,ROLE]
  npm run staff -- passwd --username NAME
  npm run staff -- disable --username NAME
  npm run staff -- reset-two-factor --username NAME
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
    audit.record({ actor: CLI_ACTOR, action, target: `staff/${username}`, detail });
  try {
    if (command === 'list') {
      for (const a of await listAccounts(store)) {
        io.out(`${a.username}\t${a.roles.join(',')}${a.disabled ? '\tdisabled' : ''}`);
      }
      return 0;
    }
    if (!username || !['add', 'passwd', 'disable', 'reset-two-factor'].includes(command ?? '')) {
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
    } else if (command === 'reset-two-factor') {
      return await resetTwoFactor(store, username, audit, io);
    } else {
      await changeAccount(store, io.now(), username, { disabled: true });
      await record(AUDIT_ACTIONS.accountChange, 'disabled');
      const ended = await new Sessions(store, io.now).endAllOf(
        username,
        audit,
        CLI_ACTOR,
        'account disabled',
      );
      io.out(`Disabled ${username}; ${ended} open sessions ended`);
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

/**
 * Removes `username`'s second factor as an admin's reset on the desk does, and ends their open
 * sessions: they sign in with their password and enrol again (docs/contract.md §11).
 */
async function resetTwoFactor(
  store: Store,
  username: string,
  audit: AuditLog,
  io: CliIo,
): Promise<number> {
  if (!(await store.staffUsers.findBy('username', username))) {
    io.out(deskMsg.accountNotFound);
    return 1;
  }
  const reset = await resetFactor(store, username);
  if (!reset) {
    io.out(deskMsg.notEnrolled);
    return 1;
  }
  await audit.record({
    actor: CLI_ACTOR,
    action: AUDIT_ACTIONS.twoFactorReset,
    target: `staff/${username}`,
  });
  const ended = await new Sessions(store, io.now).endAllOf(
    username,
    audit,
    CLI_ACTOR,
    'two-factor reset',
  );
  io.out(
    `Two-factor sign-in of ${username} reset; ${ended} open sessions ended. They sign in with their password and set it up again.`,
  );
  return 0;
}
