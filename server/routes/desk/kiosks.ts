// The kiosk fleet on the desk (docs/contract.md §14): admins and operations see every enrolled
// kiosk; admins enrol kiosks (the key shown once), revoke their keys and set the central
// settings, each in the audit log.
import {
  DEFAULT_SETTINGS_TARGET,
  KIOSK_OFFLINE_AFTER_MS,
  enrolSchema,
  fleetMsg,
  kioskRoutes,
  kioskSettingsSchema,
  type KioskKeyIssued,
  type KioskList,
  type KioskSettings,
} from '../../../src/contract/kioskFleet';
import { msg } from '../../../src/contract/messages';
import { validateStrictly } from '../../../src/contract/schemas';
import { AUDIT_ACTIONS } from '../../desk/audit';
import { listKiosks, LostRace, readSettings, writeSettings } from '../../kiosk/kioskFleet';
import { enrolmentOf, isEnrolled, issueKioskKey, revokeKioskKey } from '../../kiosk/kioskKeys';
import { authenticate, requireRole } from '../../middleware/deskAuth';
import { StaleVersionError } from '../../store/types';
import { jsonObject, validDeskBody } from '../../http/validate';
import { actorOf } from './calls';
import { deskRouter, type DeskDeps } from './deps';

const SETTINGS_FIELDS = Object.keys(kioskSettingsSchema.fields);

/** What the audit keeps of a change: the values, never more than the settings themselves. */
function describeSettings(settings: KioskSettings): string {
  const parts = Object.entries(settings).map(([key, value]) =>
    key === 'notices' ? `notices: ${(value as string[]).length}` : `${key}: ${String(value)}`,
  );
  return parts.join('; ') || 'cleared';
}

export function kioskDeskRoutes({ store, now, audit, sessions }: DeskDeps) {
  const router = deskRouter();
  const auth = authenticate(sessions);

  router.get(kioskRoutes.deskKiosks, auth, requireRole('admin', 'operations'), async (ctx) => {
    const [keys, defaults] = await Promise.all([
      store.kioskKeys.list({ limit: 1000, sort: 'newest' }),
      readSettings(store, DEFAULT_SETTINGS_TARGET),
    ]);
    ctx.body = {
      data: await listKiosks(store, now(), keys.data),
      enrolments: keys.data.map(enrolmentOf),
      defaults: defaults ?? {},
      offlineAfterSeconds: KIOSK_OFFLINE_AFTER_MS / 1000,
    } satisfies KioskList;
  });

  router.put(kioskRoutes.deskSettings, auth, requireRole('admin'), async (ctx) => {
    const target = String(ctx.params.target);
    const body = jsonObject(ctx);
    // Only the schema's own keys, and null meaning "unset" (docs/contract.md §14).
    const picked = Object.fromEntries(
      SETTINGS_FIELDS.filter((k) => Object.hasOwn(body, k) && body[k] !== null).map((k) => [
        k,
        body[k],
      ]),
    );
    const result = await validateStrictly(kioskSettingsSchema, picked);
    if (!result.ok) return ctx.throw(400, msg.invalidRequest, { errors: result.errors });
    if (target !== DEFAULT_SETTINGS_TARGET && !(await isEnrolled(store, target))) {
      return ctx.throw(404, fleetMsg.unknownKiosk);
    }
    const username = actorOf(ctx);
    try {
      await writeSettings(store, target, result.value, username);
    } catch (err) {
      if (err instanceof LostRace) return ctx.throw(409, fleetMsg.busy);
      throw err;
    }
    await audit.record({
      actor: username,
      action: AUDIT_ACTIONS.kioskSettings,
      target: `kiosk-settings/${target}`,
      detail: describeSettings(result.value),
    });
    ctx.body = { data: (await readSettings(store, target)) ?? {} };
  });

  // The key is in this answer and nowhere else: not stored, not logged, not audited.
  router.post(kioskRoutes.deskEnrol, auth, requireRole('admin'), async (ctx) => {
    const { branchName } = await validDeskBody(ctx, enrolSchema);
    const username = actorOf(ctx);
    const { enrolment, key } = await issueKioskKey(store, branchName, username);
    await audit.record({
      actor: username,
      action: AUDIT_ACTIONS.kioskEnrol,
      target: `kiosks/${enrolment.kioskId}`,
      detail: branchName,
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = { data: { ...enrolment, key } } satisfies KioskKeyIssued;
  });

  router.delete(kioskRoutes.deskRevoke, auth, requireRole('admin'), async (ctx) => {
    const kioskId = String(ctx.params.kioskId);
    const username = actorOf(ctx);
    let revoked;
    try {
      revoked = await revokeKioskKey(store, kioskId, username, now());
    } catch (err) {
      // Two revocations at once: the other one did it.
      if (err instanceof StaleVersionError) return ctx.throw(409, fleetMsg.busy);
      throw err;
    }
    if (!revoked) return ctx.throw(404, fleetMsg.unknownEnrolment);
    if (revoked.changed) {
      await audit.record({
        actor: username,
        action: AUDIT_ACTIONS.kioskRevoke,
        target: `kiosks/${kioskId}`,
        detail: revoked.enrolment.branchName,
      });
    }
    ctx.body = { data: revoked.enrolment };
  });

  return router;
}
