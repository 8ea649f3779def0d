// What a kiosk calls (docs/contract.md §14): its heartbeat and its central settings.
import type Router from '@koa/router';
import {
  DEFAULT_SETTINGS_TARGET,
  KIOSK_ID_PATTERN,
  fleetMsg,
  heartbeatSchema,
  kioskRoutes,
  mergeSettings,
  type KioskSettingsAnswer,
} from '../../src/contract/kioskFleet';
import { msg } from '../../src/contract/messages';
import { LostRace, readSettings, recordHeartbeat } from '../kioskFleet';
import type { Store } from '../store/types';
import { validBody } from '../validate';

export function kioskFleetRoutes(router: Router, store: Store, now: () => Date): void {
  router.post(kioskRoutes.heartbeat, async (ctx) => {
    const beat = await validBody(ctx, heartbeatSchema);
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
    const kioskId = ctx.params.kioskId ?? '';
    if (!KIOSK_ID_PATTERN.test(kioskId)) return ctx.throw(400, fleetMsg.kioskId);
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
