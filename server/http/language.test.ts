// The server answers in the client's language (docs/contract.md §5a): Accept-Language picks Hindi or
// Gujarati; with none (or another language) the specification's English is unchanged.
import { describe, expect, it } from 'vitest';
import { api } from '../../src/contract/api';
import { formatIst, msg } from '../../src/contract/messages';
import { app, setUpFixtureApp } from '../testing/fixture';
import { POSTS, validComplaint } from '../testing/payloads';

setUpFixtureApp();

async function post(payload: object, language?: string, path: string = api.complain) {
  const res = await fetch(app.baseUrl + path, {
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
      data?: { complainNo?: string; ackNo?: string; receivedAt?: string };
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
    const no = body.data!.complainNo!;
    expect(body.message).toBe(`તમારી ફરિયાદ નોંધાઈ ગઈ છે. તમારો ફરિયાદ નંબર ${no} છે.`);
    const lookup = await fetch(app.baseUrl + api.complaintByNo(no));
    expect(await lookup.json()).toMatchObject({ data: [{ fName: 'ગીતા', lName: 'પટેલ' }] });
    // Kept with the record: the firm's messages about it are in Gujarati (docs/contract.md §15).
    expect((await app.store.complaint.findBy('complainNo', no))?.language).toBe('gu');
  });

  it('keeps English as the language of a request that names none of ours', async () => {
    const { body } = await post(validComplaint, 'fr');
    const stored = await app.store.complaint.findBy('complainNo', body.data!.complainNo!);
    expect(stored?.language).toBe('en');
  });
});

/** A visitor form's path and valid payload, from the table of every POST. */
const form = (name: (typeof POSTS)[number]['name']) => POSTS.find((p) => p.name === name)!;

/** Both quick-connect forms' answer in Gujarati. */
const messageReceived = 'આભાર! તમારો સંદેશ અમને મળી ગયો છે. અમારી ટીમ ટૂંક સમયમાં તમારો સંપર્ક કરશે.';

// The other visitor forms: a failed rule in Hindi, an accepted request's answer in Gujarati (and the
// freeze's time stamp in that language's style).
describe.each([
  {
    ...form('quick-connect'),
    bad: { contactNo: '98x' },
    error: { contactNo: 'संपर्क नंबर में केवल अंक होने चाहिए' },
    saved: () => messageReceived,
  },
  {
    ...form('contact page'),
    bad: { name: '' },
    error: { name: 'नाम भरना अनिवार्य है' },
    saved: () => messageReceived,
  },
  {
    ...form('feedback'),
    bad: { modeOfCommute: '' },
    error: { modeOfCommute: 'कृपया बताएँ कि आपको हमारे बारे में कैसे पता चला' },
    saved: () => 'તમારા પ્રતિભાવ બદલ આભાર.',
  },
  {
    ...form('withdrow'),
    bad: { panNo: 'ABC' },
    error: { panNo: 'PAN का प्रारूप सही नहीं है' },
    saved: () =>
      'તમારી ઉપાડની વિનંતી અમને મળી ગઈ છે. રકમ સેટલમેન્ટ સમયપત્રક મુજબ તમારા નોંધાયેલા બેંક ખાતામાં જમા થશે.',
  },
  {
    ...form('stop-trade'),
    bad: { clientCode: '' },
    error: { clientCode: 'क्लाइंट कोड भरना अनिवार्य है' },
    saved: ({ ackNo, receivedAt }: { ackNo?: string; receivedAt?: string }) =>
      `ટ્રેડિંગ ફ્રીઝ કરવાની તમારી વિનંતી અમને મળી ગઈ છે (સમય: ${formatIst(receivedAt!, 'gu-IN')}). પહોંચ નંબર ${ackNo} છે.`,
  },
])('Accept-Language on $path ($bad)', ({ path, valid, bad, error, saved }) => {
  it('words a failed rule in Hindi', async () => {
    const { status, body } = await post({ ...valid, ...bad }, 'hi', path);
    expect(status).toBe(400);
    expect(body.message).toBe('कृपया चिह्नित क्षेत्रों को ठीक करें');
    expect(body.errors).toEqual(error);
  });

  it('answers an accepted request in Gujarati', async () => {
    const { status, body } = await post(valid, 'gu-IN,gu;q=0.9', path);
    expect(status).toBe(201);
    expect(body.message).toBe(saved(body.data!));
  });
});
