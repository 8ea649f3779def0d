// One admin setting on the desk (docs/contract.md §11 and §15): GET answers it, PUT validates the
// whole new value, saves it and writes its audit entry, then answers it as saved. Each setting is a
// declaration here; the routes are drawn from it, so every setting is read, checked and audited
// the same way.
import type Router from '@koa/router';
import type { AnyObjectSchema, InferType } from 'yup';
import type { AuditAction } from '../../../src/contract/desk';
import { validDeskBody } from '../../http/validate';
import { authenticate, requireRole, type DeskState } from '../../middleware/deskAuth';
import type { Store } from '../../store/types';
import { actorOf } from './calls';
import { deskPath, type DeskDeps } from './deps';

export interface DeskSetting<S extends AnyObjectSchema> {
  /** Its full desk API path (deskApi.…). */
  path: string;
  /** Who reads it: every signed-in staff member (the desk shows its effect), or admins only. */
  readers: 'staff' | 'admin';
  /** The PUT body. */
  schema: S;
  /** The answer of both calls: the setting as stored. */
  answer(store: Store): Promise<unknown>;
  save(store: Store, value: InferType<S>, username: string): Promise<void>;
  /** A save that can lose a race to another admin's: which error that is, and the 409's message. */
  busy?: { lost(err: unknown): boolean; message: string };
  audit: { action: AuditAction; target: string; detail(value: InferType<S>): string };
  /** Kept out of every cache (addresses). */
  noStore?: boolean;
}

export function settingRoutes<S extends AnyObjectSchema>(
  router: Router<DeskState>,
  { store, audit, sessions }: Pick<DeskDeps, 'store' | 'audit' | 'sessions'>,
  setting: DeskSetting<S>,
): void {
  const auth = authenticate(sessions);
  const path = deskPath(setting.path);
  const answer = async (ctx: { set(name: string, value: string): void; body: unknown }) => {
    if (setting.noStore) ctx.set('Cache-Control', 'no-store');
    ctx.body = await setting.answer(store);
  };
  const readGuard = setting.readers === 'admin' ? [auth, requireRole('admin')] : [auth];
  router.get(path, ...readGuard, answer);
  router.put(path, auth, requireRole('admin'), async (ctx) => {
    const value = await validDeskBody(ctx, setting.schema);
    const username = actorOf(ctx);
    // As every setting is saved: the value, then its audit entry.
    try {
      await setting.save(store, value, username);
    } catch (err) {
      if (setting.busy?.lost(err)) return ctx.throw(409, setting.busy.message);
      throw err;
    }
    await audit.record({
      actor: username,
      action: setting.audit.action,
      target: setting.audit.target,
      detail: setting.audit.detail(value),
    });
    await answer(ctx);
  });
}
