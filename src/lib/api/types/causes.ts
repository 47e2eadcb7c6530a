import type { Infer } from '../contract/define';
import type { cause, charityReport } from '../contract/cms-charity';

/** One disbursement to a beneficiary (CMS collection type `causes`, decision 0223). */
export type Cause = Infer<typeof cause>;

/** The latest audited annual report of the good causes (CMS single type `charity-report`). */
export type CharityReport = Infer<typeof charityReport>;
