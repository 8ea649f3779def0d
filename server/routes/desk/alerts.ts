// The staff alert addresses on the desk (docs/contract.md §15), for admins only: read, and
// replaced whole at the version read (409 when someone else saved first), each change audited.
import {
  alertAddressesPutSchema,
  alertMsg,
  type AlertAddresses,
} from '../../../src/contract/alerts';
import { deskApi } from '../../../src/contract/desk';
import { AUDIT_ACTIONS } from '../../desk/audit';
import { maskValue } from '../../desk/mask';
import { authenticate, requireRole } from '../../middleware/deskAuth';
import {
  AlertAddressesChanged,
  readAlertAddresses,
  writeAlertAddresses,
} from '../../notify/alertAddresses';
import { validDeskBody } from '../../http/validate';
import { actorOf } from './calls';
import { deskPath, deskRouter, type DeskDeps } from './deps';

const PATH = deskPath(deskApi.alerts);

/** The audit keeps the addresses masked, as the auditor sees every address. */
function describe(addresses: AlertAddresses): string {
  return Object.entries(addresses)
    .map(
      ([role, { emails, mobiles }]) =>
        `${role}: ${[...emails.map((e) => maskValue('email', e)), ...mobiles.map((m) => maskValue('tail', m))].join(', ') || 'none'}`,
    )
    .join('; ');
}

export function alertRoutes({ store, audit, sessions }: DeskDeps) {
  const router = deskRouter();
  const auth = authenticate(sessions);

  router.get(PATH, auth, requireRole('admin'), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await readAlertAddresses(store) };
  });

  router.put(PATH, auth, requireRole('admin'), async (ctx) => {
    const { version, operations, grievance } = await validDeskBody(ctx, alertAddressesPutSchema);
    const addresses = { operations, grievance };
    const username = actorOf(ctx);
    try {
      await writeAlertAddresses(store, addresses, version, username);
    } catch (err) {
      if (err instanceof AlertAddressesChanged) return ctx.throw(409, alertMsg.busy);
      throw err;
    }
    await audit.record({
      actor: username,
      action: AUDIT_ACTIONS.alertAddresses,
      target: 'alert-addresses',
      detail: describe(addresses),
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await readAlertAddresses(store) };
  });

  return router;
}
