import { useSyncExternalStore } from 'react';
import type { AnyObjectSchema } from 'yup';
import type { translateError, yupValidate } from './yupValidate';

/**
 * How a form gets its schema: for the visitor forms, `contractSchema(name)`, a dynamic import of
 * src/contract/schemas.ts, so yup (some 13 KB gzip) loads when the visitor first touches the form
 * instead of with the page (docs/performance.md, What the first visit's JavaScript is). A loader
 * keeps its identity across renders: loads are cached by it.
 */
export type SchemaLoader<S extends AnyObjectSchema> = () => Promise<S>;

type ContractSchemas = typeof import('../../contract/schemas');
/** The names of src/contract/schemas.ts's exports that are object schemas. */
export type ContractSchemaName = {
  [K in keyof ContractSchemas]: ContractSchemas[K] extends AnyObjectSchema ? K : never;
}[keyof ContractSchemas];

const contractLoaders = new Map<ContractSchemaName, SchemaLoader<AnyObjectSchema>>();

/** The one loader of a contract schema by its export's name (the same function on every call). */
export function contractSchema<N extends ContractSchemaName>(
  name: N,
): SchemaLoader<ContractSchemas[N]> {
  let loader = contractLoaders.get(name);
  if (!loader) {
    loader = () => import('../../contract/schemas').then((schemas) => schemas[name]);
    contractLoaders.set(name, loader);
  }
  return loader as SchemaLoader<ContractSchemas[N]>;
}

/** The schema, the validator built on it and the translation of its messages. */
export interface Validation<S extends AnyObjectSchema> {
  schema: S;
  validator: typeof yupValidate;
  /** A failed rule's message in the visitor's language (src/i18n/validation.ts). */
  translateError: typeof translateError;
}

const loads = new Map<SchemaLoader<AnyObjectSchema>, Promise<Validation<AnyObjectSchema> | null>>();
/** The loads that have ended with a validation, for the forms drawn after (useValidation). */
const loaded = new Map<SchemaLoader<AnyObjectSchema>, Validation<AnyObjectSchema>>();
const listeners = new Set<() => void>();

/**
 * The schema and the validator beside it, loaded once per loader. `null` when a chunk cannot load
 * (with a log line): the form still posts, and the server answers with the same rules' messages.
 * A failed load is forgotten, so the next submit tries again.
 */
export function loadValidation<S extends AnyObjectSchema>(
  loadSchema: SchemaLoader<S>,
): Promise<Validation<S> | null> {
  let load = loads.get(loadSchema);
  if (!load) {
    load = Promise.all([loadSchema(), import('./yupValidate')]).then(
      ([schema, { yupValidate, translateError }]) => {
        const validation = { schema, validator: yupValidate, translateError };
        loaded.set(loadSchema, validation);
        for (const listener of listeners) listener();
        return validation;
      },
      (err: unknown) => {
        loads.delete(loadSchema);
        console.error('The form validation could not be loaded', err);
        return null;
      },
    );
    loads.set(loadSchema, load);
  }
  return load as Promise<Validation<S> | null>;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The form's validation once something has asked for it (`loadValidation`: the form's first
 * touch, or its submit), `null` until then and always on the server's picture.
 */
export function useValidation<S extends AnyObjectSchema>(
  loadSchema: SchemaLoader<S>,
): Validation<S> | null {
  return useSyncExternalStore(
    subscribe,
    () => (loaded.get(loadSchema) as Validation<S> | undefined) ?? null,
    () => null,
  );
}
