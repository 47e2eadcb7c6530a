import * as z from 'zod/mini';

/**
 * The building blocks of the answer schemas. Objects are loose: a key the app does not know yet
 * (a newer backend, a field another change adds) passes through; a key the app reads must be
 * there with its type.
 */
export const object = z.looseObject;

/** Money: whole Iraqi dinar, never a float, a string or missing. */
export const iqd = z.int();
export const id = z.int();
export const count = z.int();
export const text = z.string();
/** Server dates travel as strings (the formats are checked where they are read, lib/format). */
export const dateTime = z.string();
export const numbers = z.array(z.int());
export const grids = z.array(numbers);
