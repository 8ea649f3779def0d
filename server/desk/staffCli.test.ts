import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../store/testing/engines';
import type { Store } from '../store/types';
import { deskMsg } from '../../src/contract/desk';
import { enrolIfRequired } from '../testing/twoFactor';
import { verifyPassword } from './password';
import { Sessions } from './sessions';
import { runStaffCli } from './staffCli';

const lowdb = engines.find((e) => e.name === 'lowdb')!;
const PASSWORD = 'first admin pass phrase';

describe('staff CLI', () => {
  let store: Store;
  let cleanup: () => Promise<void>;
  let lines: string[];
  beforeEach(async () => {
    ({ store, cleanup } = await lowdb.open());
    lines = [];
  });
  afterEach(() => cleanup());
  const run = (argv: string[], password = PASSWORD) =>
    runStaffCli(argv, store, {
      readPassword: async () => password,
      out: (line) => lines.push(line),
      now: () => new Date(),
    });

  it('adds an account with the piped password, hashed; lists it; disables it', async () => {
    expect(await run(['add', '--username', 'Priya', '--role', 'admin,auditor'])).toBe(0);
    const user = await store.staffUsers.findBy('username', 'priya');
    expect(user).toMatchObject({ roles: ['admin', 'auditor'], disabled: false });
    expect(JSON.stringify(user)).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, user!.passwordHash)).toBe(true);
    // Her open session is ended, not only refused while she is disabled (issue 44).
    await new Sessions(store, () => new Date()).start('priya');
    expect(await run(['disable', '--username', 'priya'])).toBe(0);
    expect(lines.at(-1)).toBe('Disabled priya; 1 open sessions ended');
    lines = [];
    expect(await run(['list'])).toBe(0);
    expect(lines).toEqual(['priya\tadmin,auditor\tdisabled']);
    const audit = (await store.audit.list({ sort: 'oldest' })).data.map((e) => e.action);
    expect(audit).toEqual(['account added', 'account changed', 'session ended']);
    const sessions = (await store.staffSessions.list({ where: { username: 'priya' } })).data;
    expect(sessions.map((s) => Boolean(s.endedAt))).toEqual([true]);
    expect(lines.join('\n')).not.toContain(PASSWORD);
  });

  it('refuses a short password, an unknown role, a taken name and bad usage', async () => {
    expect(await run(['add', '--username', 'a1', '--role', 'admin'], 'short')).toBe(1);
    expect(await run(['add', '--username', 'a1', '--role', 'root'])).toBe(1);
    expect(await run(['add', '--username', 'a1', '--role', 'admin'])).toBe(0);
    expect(await run(['add', '--username', 'a1', '--role', 'admin'])).toBe(1);
    expect(await run(['passwd', '--username', 'ghost'])).toBe(1);
    expect(await run(['frobnicate'])).toBe(2);
    expect(await run(['add', '--password', 'x'])).toBe(2);
    expect(await store.staffUsers.count()).toBe(1);
  });

  it('passwd replaces the hash', async () => {
    await run(['add', '--username', 'ops', '--role', 'operations']);
    expect(await run(['passwd', '--username', 'ops'], 'a brand new pass phrase')).toBe(0);
    const user = await store.staffUsers.findBy('username', 'ops');
    expect(await verifyPassword('a brand new pass phrase', user!.passwordHash)).toBe(true);
    expect(await verifyPassword(PASSWORD, user!.passwordHash)).toBe(false);
  });

  it("reset-two-factor removes a sole admin's second factor and ends their sessions, audited as the CLI", async () => {
    await run(['add', '--username', 'priya', '--role', 'admin']);
    await enrolIfRequired(store, 'priya', ['admin'], new Date());
    const sessions = new Sessions(store, () => new Date());
    await sessions.start('priya');
    await sessions.start('priya', 'code');
    lines = [];
    expect(await run(['reset-two-factor', '--username', 'Priya'])).toBe(0);
    expect(lines).toEqual([
      'Two-factor sign-in of priya reset; 2 open sessions ended. They sign in with their password and set it up again.',
    ]);
    expect((await store.staffUsers.findBy('username', 'priya'))!.totp).toBeUndefined();
    expect(await sessions.openOf('priya')).toEqual([]);
    const audit = (await store.audit.list({ sort: 'oldest' })).data.slice(1);
    expect(
      audit.map(({ actor, action, target, detail }) => ({ actor, action, target, detail })),
    ).toEqual([
      { actor: 'cli', action: 'two-factor reset', target: 'staff/priya', detail: undefined },
      {
        actor: 'cli',
        action: 'session ended',
        target: 'staff/priya',
        detail: '2 sessions: two-factor reset',
      },
    ]);
    lines = [];
    expect(await run(['reset-two-factor', '--username', 'priya'])).toBe(1);
    expect(await run(['reset-two-factor', '--username', 'ghost'])).toBe(1);
    expect(lines).toEqual([deskMsg.notEnrolled, deskMsg.accountNotFound]);
  });

  it('reset-two-factor with bad arguments says how to call it and exits 2, no stack trace', async () => {
    for (const argv of [
      ['reset-two-factor'],
      ['reset-two-factor', '--username'],
      ['reset-two-factor', '--user', 'priya'],
      ['reset-two-factor', '--username', 'priya', '--force'],
    ]) {
      lines = [];
      expect(await run(argv)).toBe(2);
      expect(lines.join('\n')).toContain('npm run staff -- reset-two-factor --username NAME');
      expect(lines.join('\n')).not.toMatch(/\n\s+at /);
    }
  });
});
