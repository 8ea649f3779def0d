// One way to build a record from others on the write path (docs/performance.md, "Spreads on the
// write path").

/**
 * `{ ...base, ...more }`, built by Object.assign: on Node 20's V8 an object literal that defines
 * anything after a spread takes a slow path, 1–8 µs a record against 0.1–0.3 µs, and a POST's
 * write builds several. (An own `__proto__` key in `base` would set the copy's prototype rather
 * than be copied: no stored record has one, since the schemas drop unknown keys.)
 */
export function merged<A extends object, B extends object>(base: A, more: B): A & B {
  return Object.assign({}, base, more);
}
