// Staff-only notes stay on the desk (docs/contract.md §11, Owners and notes): a complaint with
// notes, an owner and a status change, then every public route that takes a parameter (from the
// contract's `routes`, so a new public lookup is asked without being named here) asked with the
// record's reference, and every message queued to the investor: none holds a note's text.
// On both engines (the unit and server-pg projects, server/testing/storage.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, routes } from '../../src/contract/api';
import { deskApi } from '../../src/contract/desk';
import { staffSession } from '../testing/appStaff';
import { startTestApp } from '../testing/storage';
import { postComplaint } from '../testing/http';
import type { RunningApp } from '../../tests/support/server';

const NOTE = 'Internal-7f3: investor sounded angry, check with the RM';

describe('internal notes in public answers', () => {
  let app: RunningApp;
  let cookie = '';
  let complainNo = '';

  const desk = (path: string, method: string, json: unknown) =>
    fetch(app.baseUrl + path, {
      method,
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify(json),
    });

  beforeAll(async () => {
    app = await startTestApp();
    cookie = await staffSession(app, 'meera', ['grievance']);
    complainNo = await postComplaint(app.baseUrl);
    const record = deskApi.record('complaints', complainNo);
    const owner = await desk(deskApi.owner('complaints', complainNo), 'PUT', {
      owner: 'meera',
      version: 1,
    });
    expect(owner.status).toBe(200);
    expect(
      (await desk(deskApi.notes('complaints', complainNo), 'POST', { text: NOTE })).status,
    ).toBe(201);
    // A status change after the note: its message to the investor is worded from the record.
    expect((await desk(record, 'PATCH', { status: 'In Process', version: 3 })).status).toBe(200);
    expect(
      (await desk(deskApi.notes('complaints', complainNo), 'POST', { text: NOTE })).status,
    ).toBe(201);
  }, 60_000);
  afterAll(() => app.close());

  it('no public answer asked with the reference holds a note', async () => {
    const withParams = Object.values(routes).filter((pattern) => pattern.includes(':'));
    expect(withParams.length).toBeGreaterThan(1);
    const answers = await Promise.all(
      withParams.map(async (pattern) => {
        const path = '/api' + pattern.replace(/:\w+/g, encodeURIComponent(complainNo));
        const res = await fetch(app.baseUrl + path);
        return { path, status: res.status, text: await res.text() };
      }),
    );
    // The lookup found the record (so the check below reads its answer, not a 404).
    const lookup = answers.find((a) => a.path === api.complaintByNo(complainNo))!;
    expect(lookup).toMatchObject({ status: 200 });
    expect(lookup.text).toContain('In Process');
    for (const { path, text } of answers) {
      expect({ path, holds: text.includes(NOTE) || text.includes('Internal-7f3') }).toEqual({
        path,
        holds: false,
      });
    }
  });

  it('no message to the investor holds a note', async () => {
    const stored = await app.store.complaint.findBy('complainNo', complainNo);
    const messages = await app.store.outbox.about('complaints', stored!.id);
    // The acknowledgement and the status change's message, at least.
    expect(messages.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(messages)).not.toContain('Internal-7f3');
  });
});
