// The request schemas, imported once, on first use, by every declaration (kind.ts schemaFor):
// naming a kind still never brings yup along (docs/performance.md), and a request does not
// ask the module loader again. An `import()` per request cost each POST a round trip through the
// loader, under tsx its hooks thread, which held ~250 MB more at the storage bench's 100k peak
// and cut POST/s by a third (docs/storage.md, Performance).

let loading: Promise<typeof import('../schemas')> | undefined;

/** The schemas module (`src/contract/schemas.ts`), the same promise from the first call on. */
export function loadSchemas(): Promise<typeof import('../schemas')> {
  return (loading ??= import('../schemas'));
}
