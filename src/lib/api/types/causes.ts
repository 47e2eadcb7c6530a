import type { StrapiDocumentBase, StrapiMedia } from './cms';

/** One disbursement to a beneficiary (CMS collection type `causes`, decision 0223). */
export interface Cause extends StrapiDocumentBase {
  organisation: string;
  /** A governorate key (`baghdad`, `basra`, …): the app names it in the reader's language. */
  governorate: string;
  /** A cause key (`orphans`, `health`, `education`, `disability`, `shelter`). */
  category: string;
  /** What the beneficiary received, in whole IQD, as the CMS publishes it. */
  amount: number;
  /** yyyy-MM-dd. */
  disbursedOn: string;
  /** Markdown, rendered through the one sanitising component. */
  story: string | null;
  photo?: StrapiMedia | null;
}

/** The latest audited annual report of the good causes (CMS single type `charity-report`). */
export interface CharityReport extends StrapiDocumentBase {
  title: string;
  year: number;
  report?: StrapiMedia | null;
}
