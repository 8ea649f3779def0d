// GET /api/investor-complaints (docs/contract.md §12): the month chosen and checked, the store
// read through its interface on both engines, closed months kept; and the answers over HTTP.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/contract/api';
import { monthMessages, type InvestorComplaintsData } from '../../src/contract/disclosures';
import { engines } from '../store/testing/engines';
import type { ComplaintRecord, Store, Stored } from '../store/types';
import { startFixtureApp } from '../testing/fixture';
import { getJson } from '../testing/http';
import { validComplaint } from '../testing/payloads';
import { InvestorComplaints, MonthRefused } from './investorComplaints';
import { formatMonth, monthOf, monthStart } from './istMonths';

const DAY = 86_400_000;

function complaint(
  complainNo: string,
  department: ComplaintRecord['department'],
  source: ComplaintRecord['source'],
): ComplaintRecord {
  return {
    ...validComplaint,
    department,
    complainNo,
    status: 'Open',
    history: [{ by: 'web', at: new Date().toISOString(), from: null, to: 'Open' }],
    source,
  };
}

/** Closes a stored complaint at `at`, as the desk would have at that time. */
function close(store: Store, record: Stored<ComplaintRecord>, at: number) {
  return store.complaint.update(record.id, record.version, (current) => ({
    ...current,
    status: 'Closed',
    history: [
      ...current.history,
      { by: 'grievance', at: new Date(at).toISOString(), from: 'Open', to: 'Closed' },
    ],
  }));
}

describe.each(engines)('investor complaints over the $name engine', (engine) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  let clock: number;
  let received: number;
  let disclosures: InvestorComplaints;

  beforeEach(async () => {
    ({ store, cleanup } = await engine.open());
    // The store stamps createdAt with the real time; the tables' clock is moved past it.
    const web = await store.complaint.insert(complaint('CMP-TEST-0001', 'Back Office', 'Web'));
    const scores = await store.complaint.insert(complaint('CMP-TEST-0002', 'IT', 'SCORES'));
    await store.complaint.insert(complaint('CMP-TEST-0003', 'DP', 'Depository'));
    received = monthOf(Date.parse(web.createdAt));
    await close(store, web, Date.parse(web.createdAt) + 1000);
    await close(store, scores, monthStart(received + 1) + DAY);
    clock = monthStart(received + 2) + 3_600_000;
    disclosures = new InvestorComplaints(store, () => new Date(clock));
  });
  afterEach(() => cleanup());

  it('answers the last closed month by default, listing the months since the first complaint', async () => {
    const data = await disclosures.answer(undefined);
    expect(data.month).toBe(formatMonth(received + 1));
    expect(data.months).toEqual([formatMonth(received + 1), formatMonth(received)]);
    // The SCORES complaint was carried into the month and resolved there.
    expect(data.broker.month.rows[1]).toMatchObject({ carriedForward: 1, resolved: 1 });
    expect(data.broker.month.total).toMatchObject({ carriedForward: 1, received: 0, resolved: 1 });
    expect(data.depository.month.total).toMatchObject({ carriedForward: 1, resolved: 0 });
  });

  it('answers an earlier closed month from the same records', async () => {
    const data = await disclosures.answer(formatMonth(received));
    expect(data.broker.month.total).toMatchObject({
      carriedForward: 0,
      received: 2,
      resolved: 1,
      totalPending: 2,
    });
    expect(data.depository.month.rows[2]).toMatchObject({ source: 'Depositories', received: 1 });
  });

  it('refuses a malformed month, one not closed yet and one before the first complaint', async () => {
    const latest = formatMonth(received + 1);
    await expect(disclosures.answer('2026-3')).rejects.toThrow(
      new MonthRefused(monthMessages.malformed),
    );
    await expect(disclosures.answer(formatMonth(received + 2))).rejects.toThrow(
      monthMessages.notClosed(latest),
    );
    await expect(disclosures.answer(formatMonth(received - 1))).rejects.toThrow(
      monthMessages.beforeFirst(formatMonth(received)),
    );
  });

  it('reads the store once for every month closed by then; a month end is read in the background', async () => {
    const reads = vi.spyOn(store.complaint, 'scan');
    await disclosures.answer(formatMonth(received));
    await Promise.all([disclosures.answer(undefined), disclosures.answer(undefined)]);
    expect(reads).toHaveBeenCalledTimes(1);
    clock = monthStart(received + 3) + 3_600_000;
    // Answered at once from the records read before, while they are read again.
    const during = await disclosures.answer(undefined);
    expect(during.month).toBe(formatMonth(received + 1));
    expect(during.months[0]).toBe(formatMonth(received + 1));
    await disclosures.refresh();
    expect(reads).toHaveBeenCalledTimes(2);
    const after = await disclosures.answer(undefined);
    expect(after.month).toBe(formatMonth(received + 2));
    expect(after.months[0]).toBe(formatMonth(received + 2));
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('reads in the background after start, never before; a newly closed month asked by name waits for its read', async () => {
    const reads = vi.spyOn(store.complaint, 'scan');
    disclosures.start(50);
    await disclosures.refresh();
    // Start returned without reading; the read comes in the background a moment later.
    expect(reads).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(reads).toHaveBeenCalledTimes(1));
    disclosures.stop();
    await disclosures.answer(undefined);
    expect(reads).toHaveBeenCalledTimes(1);
    clock = monthStart(received + 3) + 3_600_000;
    expect((await disclosures.answer(formatMonth(received + 2))).month).toBe(
      formatMonth(received + 2),
    );
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('wakes up when a month has closed, by the injected clock, and computes it', async () => {
    const reads = vi.spyOn(store.complaint, 'scan');
    // The next month is published a minute after it closes: let that come in 300 ms.
    const publishedAt = monthStart(received + 3) + 60_000;
    const started = Date.now();
    disclosures = new InvestorComplaints(
      store,
      () => new Date(publishedAt - 300 + Date.now() - started),
    );
    await disclosures.answer(undefined);
    expect(reads).toHaveBeenCalledTimes(1);
    // The start-up read is not what this test is about: it has already read.
    disclosures.start(60_000);
    try {
      await vi.waitFor(() => expect(reads).toHaveBeenCalledTimes(2), { timeout: 5000 });
      await vi.waitFor(async () =>
        expect((await disclosures.answer(undefined)).month).toBe(formatMonth(received + 2)),
      );
    } finally {
      disclosures.stop();
    }
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('computes a closed month once and keeps it', async () => {
    const first = await disclosures.answer(formatMonth(received));
    clock += DAY;
    const again = await disclosures.answer(formatMonth(received));
    expect(again.computedAt).toBe(first.computedAt);
    expect(again.broker).toEqual(first.broker);
  });
});

describe('GET /api/investor-complaints over HTTP', () => {
  let app: Awaited<ReturnType<typeof startFixtureApp>>;
  beforeAll(async () => {
    app = await startFixtureApp();
  });
  afterAll(() => app.close());

  it('answers the last closed month, named and dated', async () => {
    const { status, body } = await getJson<{ data: InvestorComplaintsData }>(
      app.baseUrl,
      api.investorComplaints(),
    );
    expect(status).toBe(200);
    const latest = formatMonth(monthOf(Date.now()) - 1);
    expect(body.data.month).toBe(latest);
    expect(body.data.months).toEqual([latest]);
    expect(body.data.broker.month.rows.map((r) => r.source)).toEqual([
      'Directly from investors',
      'SEBI (SCORES)',
      'Stock exchanges',
      'Other sources',
    ]);
    expect(Date.parse(body.data.computedAt)).not.toBeNaN();
  });

  it('answers 400 with a clear message for a bad or unclosed month', async () => {
    const bad = await getJson(app.baseUrl, api.investorComplaints('March'));
    expect(bad).toMatchObject({ status: 400, body: { message: monthMessages.malformed } });
    const current = await getJson(
      app.baseUrl,
      api.investorComplaints(formatMonth(monthOf(Date.now()))),
    );
    expect(current.status).toBe(400);
    expect(current.body.message).toMatch(/has not closed yet/);
  });
});
