// Keys named like Object.prototype's members (constructor, toString, __proto__, …) once reached
// yup as if they were fields of the schema and answered 500 with a stack trace in the log. They are
// unknown fields like any other: dropped, and the request is judged on the fields it should have.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureApp } from '../testing/fixture';
import { POSTS } from '../testing/payloads';

const BUILT_IN_NAMES = Object.getOwnPropertyNames(Object.prototype);
/** The body parser itself refuses a "__proto__" key (prototype poisoning) as invalid JSON. */
const REFUSED_BY_PARSER = '__proto__';

const logged: unknown[] = [];
let app: Awaited<ReturnType<typeof startFixtureApp>>;

beforeAll(async () => {
  app = await startFixtureApp({ log: (err) => logged.push(err) });
});
afterAll(() => app.close());

/** Raw JSON text: JSON.stringify would not write a real "__proto__" key from an object literal. */
function bodyWith(valid: object, key: string): string {
  return JSON.stringify(valid).replace(/^\{/, `{${JSON.stringify(key)}:"x-${key}",`);
}

describe('keys named like built-in object members', () => {
  it('covers the names the bug report lists', () => {
    expect(BUILT_IN_NAMES).toEqual(
      expect.arrayContaining(['constructor', 'toString', '__proto__', '__lookupGetter__']),
    );
  });

  const cases = POSTS.flatMap((post) =>
    BUILT_IN_NAMES.map((key) => [post.name, key, post] as const),
  );

  it.each(cases)('%s with "%s": dropped or refused, nothing logged', async (_n, key, post) => {
    const res = await fetch(app.baseUrl + post.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: bodyWith(post.valid, key),
    });
    expect(res.status).toBe(key === REFUSED_BY_PARSER ? 400 : 201);
    expect(logged).toEqual([]);
    const stored = JSON.stringify((await app.store[post.collection].list()).data);
    expect(stored).not.toContain(`x-${key}`);
  });

  it.each(BUILT_IN_NAMES.filter((key) => key !== REFUSED_BY_PARSER))(
    '"%s" alone is a 400 listing the missing fields',
    async (key) => {
      const res = await fetch(app.baseUrl + POSTS[2].path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: bodyWith({}, key).replace(',}', '}'),
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: object }).errors).toHaveProperty('fName');
      expect(logged).toEqual([]);
    },
  );
});

// A NUL character or half a surrogate pair in form text: PostgreSQL cannot keep either (jsonb
// refuses them), so every engine refuses them the same way before anything is stored.
describe('text no store can keep', () => {
  const UNSTORABLE = { nul: 'a\u0000b', surrogate: 'a\ud800b', lowSurrogate: '\udc00' };
  const cases = POSTS.flatMap((post) =>
    Object.entries(post.valid)
      // `form` is no text a visitor types: it only picks the contact page's schema.
      .filter(([field, value]) => typeof value === 'string' && field !== 'form')
      .flatMap(([field]) =>
        Object.entries(UNSTORABLE).map(
          ([kind, text]) => [post.name, field, kind, text, post] as const,
        ),
      ),
  );

  it.each(cases)(
    '%s with %s holding a %s: 400 naming the field, nothing stored',
    async (_n, field, _k, text, post) => {
      const before = await app.store[post.collection].count();
      const res = await fetch(app.baseUrl + post.path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...post.valid, [field]: text }),
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors).toHaveProperty(
        field,
      );
      expect(await app.store[post.collection].count()).toBe(before);
      expect(logged).toEqual([]);
    },
  );
});
