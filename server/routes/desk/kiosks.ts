// The kiosk fleet on the desk (docs/contract.md §14): admins and operations see every kiosk;
// admins set the central settings, each change in the audit log.
import {
  DEFAULT_SETTINGS_TARGET,
  KIOSK_OFFLINE_AFTER_MS,
  fleetMsg,
  kioskRoutes,
  kioskSettingsSchema,
  type KioskList,
  type KioskSettings,
} from '../../../src/contract/kioskFleet';
import { msg } from '../../../src/contract/messages';
import { validateStrictly } from '../../../src/contract/schemas';
import { AUDIT_ACTIONS } from '../../desk/audit';
import { listKiosks, LostRace, readSettings, writeSettings } from '../../kioskFleet';
import { authenticate, requireRole } from '../../middleware/deskAuth';
import { jsonObject } from '../../validate';
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
    const [kiosks, defaults] = await Promise.all([
      listKiosks(store, now()),
      readSettings(store, DEFAULT_SETTINGS_TARGET),
    ]);
    ctx.body = {
      data: kiosks,
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
    if (target !== DEFAULT_SETTINGS_TARGET && !(await store.kiosks.findBy('kioskId', target))) {
      return ctx.throw(404, fleetMsg.unknownKiosk);
    }
    const username = ctx.state.staff.user.username;
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

  return router;
}
