import { MatchersV3 } from '@pact-foundation/pact';

const { like, regex, integer } = MatchersV3;

/**
 * Server date-time: ISO 8601 with an explicit offset (`Z` or ±HH:mm). The examples keep the
 * server's +03:00 (spec section 9); the app converts any offset to +03:00 when it reads one, so
 * the matcher does not require it (decision 0197). An offset is required: without one the instant
 * would depend on the server's zone.
 */
export const serverDateTime = (example = '2026-11-28T20:00:00+03:00') =>
  regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, example);

/** Server date: yyyy-MM-dd. */
export const serverDate = (example = '2026-11-28') => regex(/^\d{4}-\d{2}-\d{2}$/, example);

/** Strapi's timestamps: ISO 8601 in UTC. */
export const isoTimestamp = (example = '2026-01-15T10:00:00.000Z') =>
  regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, example);

/** Money: an integer amount of IQD, never a float. */
export const iqd = (example: number) => integer(example);

/**
 * One 6of29 grid: exactly six numbers. Built by hand because the library's array matchers
 * repeat one example element, and a grid of six 3s would be a poor example.
 */
export const grid = (
  example: number[] = [3, 7, 12, 19, 23, 28],
): MatchersV3.MinLikeMatcher<number[]> & MatchersV3.MaxLikeMatcher<number[]> => ({
  'pact:matcher:type': 'type',
  min: 6,
  max: 6,
  value: example,
});

/** The lottery API's error body with an exact machine-readable code. */
export const errorBody = (status: string, message = 'Request refused', extra: object = {}) => ({
  status,
  message: like(message),
  ...extra,
});

/**
 * A list that may be empty, whose elements all look like the example. `eachLike(x, 0)` would
 * write an empty example, and the consumer test would never see an element.
 */
export const listOf = <T>(example: T): MatchersV3.MinLikeMatcher<T[]> => ({
  'pact:matcher:type': 'type',
  min: 0,
  value: [example],
});
