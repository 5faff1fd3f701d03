/**
 * A schema built the first time it is used rather than when its module is evaluated. The build
 * wraps the top-level schemas of the contract and of the app in this (lazy-schemas.config.ts):
 * building all of them (some 900 zod schemas) was the largest part of the app's start-up on a
 * phone, and a first screen parses a handful. Methods run on the built schema itself, so zod
 * never sees the stand-in; a method read twice is the same function.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  const boundMethods = new Map<PropertyKey, unknown>();
  return new Proxy({} as T, {
    get(_target, key) {
      const real = schema();
      const value: unknown = Reflect.get(real, key, real);
      if (typeof value !== 'function' || key === 'constructor') return value;
      let bound = boundMethods.get(key);
      if (bound === undefined || (bound as { original?: unknown }).original !== value) {
        bound = Object.assign((value as (...args: unknown[]) => unknown).bind(real), {
          original: value,
        });
        boundMethods.set(key, bound);
      }
      return bound;
    },
    has: (_target, key) => Reflect.has(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
