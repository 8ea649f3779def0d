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
import {
  AlertAddressesChanged,
  readAlertAddresses,
  writeAlertAddresses,
} from '../../notify/alertAddresses';
import { deskRouter, type DeskDeps } from './deps';
import { settingRoutes } from './settingRoutes';

/** The audit keeps the addresses masked, as the auditor sees every address. */
function describe(addresses: AlertAddresses): string {
  return Object.entries(addresses)
    .map(
      ([role, { emails, mobiles }]) =>
        `${role}: ${[...emails.map((e) => maskValue('email', e)), ...mobiles.map((m) => maskValue('tail', m))].join(', ') || 'none'}`,
    )
    .join('; ');
}

export function alertRoutes(deps: DeskDeps) {
  const router = deskRouter();
  settingRoutes(router, deps, {
    path: deskApi.alerts,
    readers: 'admin',
    schema: alertAddressesPutSchema,
    answer: async (store) => ({ data: await readAlertAddresses(store) }),
    save: (store, { version, operations, grievance }, username) =>
      writeAlertAddresses(store, { operations, grievance }, version, username),
    busy: { lost: (err) => err instanceof AlertAddressesChanged, message: alertMsg.busy },
    audit: {
      action: AUDIT_ACTIONS.alertAddresses,
      target: 'alert-addresses',
      detail: ({ operations, grievance }) => describe({ operations, grievance }),
    },
    noStore: true,
  });
  return router;
}
