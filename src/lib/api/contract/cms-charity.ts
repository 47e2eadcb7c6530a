import * as z from 'zod/mini';
import { id, object, text } from '../schemas/fields';
import { documentBase, media, nullableText, unreadSystemFields } from './cms-shapes';

/** The good causes' and the draws' content (decisions 0219, 0223), as Strapi 5 answers it. */

/** One disbursement to a beneficiary (collection type `causes`, decision 0223). */
export const cause = object({
  ...documentBase,
  organisation: text,
  /** A governorate key (`baghdad`, `basra`, …): the app names it in the reader's language. */
  governorate: text,
  /** A cause key (`orphans`, `health`, `education`, `disability`, `shelter`). */
  category: text,
  /** What the beneficiary received, in whole IQD, as the CMS publishes it. */
  amount: z.int(),
  /** yyyy-MM-dd. */
  disbursedOn: text,
  /** Markdown, rendered through the one sanitising component. */
  story: nullableText,
  photo: media,
});

/** The latest audited annual report of the good causes (single type `charity-report`). */
export const charityReport = object({
  ...documentBase,
  title: text,
  year: z.int(),
  report: media,
});

/**
 * A draw's certificate (collection type `draw-certificates`, decision 0219). The document fields
 * Strapi adds are optional here: the app reads only the certificate's own.
 */
export const drawCertificate = object({
  id,
  documentId: text,
  ...unreadSystemFields,
  drawId: id,
  /** The draw's time as the certificate states it (server date-time). */
  drawTime: nullableText,
  /** How the numbers were drawn: the RNG's id or the machine. */
  method: nullableText,
  /**
   * What kind of draw the certificate claims: `rng` (a generator, checked against a seeded proof)
   * or `machine` (numbers set by hand). The app shows a certificate only when this and the time
   * agree with the draw's proof (decision 0250); anything else counts as a disagreement.
   */
  methodKind: nullableText,
  /** One observer per line. */
  observers: nullableText,
  /** The recorded stream; shown only when its origin is on the external-link allow list. */
  streamUrl: nullableText,
});
