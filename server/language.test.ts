// The server answers in the client's language (docs/contract.md §5a): Accept-Language picks Hindi or
// Gujarati; with none (or another language) the specification's English is unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../src/contract/api';
import { msg } from '../src/contract/messages';
import { startFixtureApp } from './testing/fixture';
import { validComplaint } from './testing/payloads';

let app: Awaited<ReturnType<typeof startFixtureApp>>;

beforeAll(async () => {
  app = await startFixtureApp();
});
afterAll(() => app.close());

async function post(payload: object, language?: string) {
  const res = await fetch(app.baseUrl + api.complain, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(language === undefined ? {} : { 'Accept-Language': language }),
    },
    body: JSON.stringify(payload),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      message: string;
      errors?: Record<string, string>;
      data?: { complainNo: string };
    },
  };
}

const bad = { ...validComplaint, fName: 'A', lName: '', contactNo: '98x' };

describe('Accept-Language', () => {
  it.each([undefined, 'en-IN,en;q=0.9', 'fr'])(
    'keeps the English messages with %j',
    async (lang) => {
      const { status, body } = await post(bad, lang);
      expect(status).toBe(400);
      expect(body.message).toBe(msg.invalidRequest);
      expect(body.errors).toEqual({
        fName: msg.firstNameMin,
        lName: msg.lastNameRequired,
        contactNo: msg.contactNoDigits,
      });
    },
  );

  it('answers in Hindi for hi-IN', async () => {
    const { status, body } = await post(bad, 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(status).toBe(400);
    expect(body.message).toBe('कृपया चिह्नित क्षेत्रों को ठीक करें');
    expect(body.errors).toEqual({
      fName: 'पहला नाम कम से कम 2 अक्षरों का होना चाहिए',
      lName: 'उपनाम भरना अनिवार्य है',
      contactNo: 'संपर्क नंबर में केवल अंक होने चाहिए',
    });
  });

  it('answers in Gujarati for gu, and registers a complaint with names in Gujarati script', async () => {
    const { status, body } = await post({ ...validComplaint, fName: 'ગીતા', lName: 'પટેલ' }, 'gu');
    expect(status).toBe(201);
    const no = body.data!.complainNo;
    expect(body.message).toBe(`તમારી ફરિયાદ નોંધાઈ ગઈ છે. તમારો ફરિયાદ નંબર ${no} છે.`);
    const lookup = await fetch(app.baseUrl + api.complaintByNo(no));
    expect(await lookup.json()).toMatchObject({ data: [{ fName: 'ગીતા', lName: 'પટેલ' }] });
  });
});
