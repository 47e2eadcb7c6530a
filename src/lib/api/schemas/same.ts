/**
 * Type-level checks that an answer schema reads exactly the TypeScript type the app uses, so the
 * two cannot drift: a key added to the type but not to the schema (or typed differently) fails to
 * compile. Loose objects add an index signature for unknown keys; it is left out of the comparison.
 */
export type Known<T> = T extends readonly (infer E)[]
  ? Known<E>[]
  : T extends object
    ? { [K in keyof T as string extends K ? never : K]: Known<T[K]> }
    : T;

/**
 * True when A and B have the same known keys, each as optional and of the same type in both (the
 * compiler's identity check; mutual assignability would miss a dropped optional key).
 */
export type Same<A, B> =
  (<G>() => G extends Known<A> ? 1 : 2) extends <G>() => G extends Known<B> ? 1 : 2 ? true : false;
