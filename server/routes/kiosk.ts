// What a kiosk calls (docs/contract.md §14): its heartbeat and its central settings, each only
// with the key head office issued it (server/kiosk/kioskKeys.ts).
import type Router from '@koa/router';
import type { Context } from 'koa';
import {
  DEFAULT_SETTINGS_TARGET,
  KIOSK_KEY_SCHEME,
  fleetMsg,
  heartbeatSchema,
  kioskRoutes,
  mergeSettings,
  type KioskSettingsAnswer,
} from '../../src/contract/kioskFleet';
import { msg } from '../../src/contract/messages';
import { LostRace, readSettings, recordHeartbeat } from '../kiosk/kioskFleet';
import { kioskOfAuthorization } from '../kiosk/kioskKeys';
import type { Store } from '../store/types';
import { validBody } from '../http/validate';

/**
 * The kiosk the request's key proves, before anything else is read: 401 without a valid key
 * (none, malformed, unknown, wrong or revoked alike, so a caller learns nothing of which).
 */
async function keyedKiosk(ctx: Context, store: Store): Promise<string> {
  let kioskId: string | null;
  try {
    kioskId = await kioskOfAuthorization(store, ctx.get('Authorization'));
  } catch (err) {
    return ctx.throw(503, msg.storageError, { expose: true, cause: err });
  }
  if (kioskId) return kioskId;
  ctx.set('WWW-Authenticate', `${KIOSK_KEY_SCHEME} realm="kiosk"`);
  return ctx.throw(401, fleetMsg.notEnrolled);
}

export function kioskFleetRoutes(router: Router, store: Store, now: () => Date): void {
  router.post(kioskRoutes.heartbeat, async (ctx) => {
    const kioskId = await keyedKiosk(ctx, store);
    const beat = await validBody(ctx, heartbeatSchema);
    if (beat.kioskId !== kioskId) return ctx.throw(403, fleetMsg.otherKiosk);
    try {
      await recordHeartbeat(store, beat, now());
    } catch (err) {
      // Beats of this kiosk kept winning: the next beat comes within a minute anyway.
      if (err instanceof LostRace) return ctx.throw(409, fleetMsg.busy);
      return ctx.throw(503, msg.storageError, { expose: true, cause: err });
    }
    ctx.status = 204;
  });

  router.get(kioskRoutes.settings, async (ctx) => {
    const kioskId = await keyedKiosk(ctx, store);
    if (ctx.params.kioskId !== kioskId) return ctx.throw(403, fleetMsg.otherKiosk);
    let settings;
    try {
      settings = await Promise.all([
        readSettings(store, DEFAULT_SETTINGS_TARGET),
        readSettings(store, kioskId),
      ]);
    } catch (err) {
      return ctx.throw(503, msg.serverError, { expose: true, cause: err });
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      data: mergeSettings(settings[0] ?? {}, settings[1]),
    } satisfies KioskSettingsAnswer;
  });
}
