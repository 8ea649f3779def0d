import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('staff password hashing', () => {
  it('keeps no password text and salts every hash', async () => {
    const password = 'correct horse battery';
    const [a, b] = await Promise.all([hashPassword(password), hashPassword(password)]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toContain(password);
    expect(a).not.toContain(Buffer.from(password).toString('base64url'));
    expect(a).not.toBe(b);
  });

  it('accepts the password and refuses anything else', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it("verifies a hash at another cost by the parameters it carries (the tests' accounts)", async () => {
    const cheap = await hashPassword('correct horse battery', { N: 2 ** 10, r: 8, p: 1 });
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse battery', cheap)).toBe(true);
    expect(await verifyPassword('correct horse batterY', cheap)).toBe(false);
  });

  it('never matches a malformed stored value', async () => {
    for (const bad of ['', 'plain-text', 'scrypt$x$8$1$abc$def', 'bcrypt$1$2$3$4$5']) {
      expect(await verifyPassword('plain-text', bad)).toBe(false);
    }
  });
});
