// The parts of a declaration that several kinds share (docs/architecture.md §6 "add a request
// kind"): written once here, so a new kind names them rather than copying them.
import type { Schema } from 'yup';
import type { Notice, QueueDeclaration, Stored } from './kind';
import { loadSchemas } from './loadSchemas';

type Schemas = Awaited<ReturnType<typeof loadSchemas>>;
type SchemaName = { [K in keyof Schemas]: Schemas[K] extends Schema ? K : never }[keyof Schemas];

/** `schemaFor` of a kind with one payload: the schemas module's `name`, loaded on first use. */
export const schemaNamed = (name: SchemaName) => async (): Promise<Schema> =>
  (await loadSchemas())[name];

/**
 * A kind whose records carry a reference number drawn at receipt (`FRD-7K4Q-9XTD`, docs/contract.md
 * §5), kept in `field`: its `reference`, the collection's exact and unique index of the number,
 * and the answer message's `{number}`.
 */
export function numbered<const F extends string>(prefix: string, field: F) {
  return {
    reference: { prefix, field },
    indexes: { indexed: [field], unique: [field] },
    numberValue: (saved: Readonly<Record<F, string>>) => ({ number: saved[field] }),
  } as const;
}

/** The answer of a kind whose answer carries no number: its message and no data. */
export const numberlessAnswer = <const M extends string>(message: M) =>
  ({ message, data: () => ({}) }) as const;

/**
 * The queue of messages grievance reads and marks done (feedback, contact messages): no clock,
 * found by the record's id. Its name, title, sender and summary are the kind's.
 */
export const READ_QUEUE = {
  statuses: ['New', 'Done'],
  final: ['Done'],
  roles: ['grievance'],
  key: 'id',
} as const satisfies Partial<QueueDeclaration<object>>;

/**
 * The queue of a request operations acts on (freeze, withdrawal): received, then `done` or
 * rejected, both final. Its name, title, key, sender and summary are the kind's.
 */
export const actedOnQueue = <const D extends string>(done: D) =>
  ({
    statuses: ['Received', done, 'Rejected'],
    final: [done, 'Rejected'],
    roles: ['operations'],
  }) as const;

/** The investor's addresses under the field names most forms send (`email`, `contactNo`). */
export const emailAndMobile = (r: { email?: string; contactNo?: string }) => ({
  email: r.email,
  mobile: r.contactNo,
});

/**
 * The investor's "we received your message" notice (contact messages, fraud reports): the kind
 * says whom it addresses (`nameOf`), the notice the rest.
 */
export const contactReceived =
  <R>(nameOf: (record: Stored<R>) => string) =>
  (record: Stored<R>): Notice => ({
    kind: 'contactReceived',
    values: { name: nameOf(record), receivedAt: record.createdAt },
  });
