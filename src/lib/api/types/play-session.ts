import type * as z from 'zod/mini';
import type { overviewFrequency, sessionLimit, spendingOverview } from '../contract/play-session';

/** GET /users/session-limit (extension, decision 0282). */
export type SessionLimit = z.infer<typeof sessionLimit>;

/** How often the spending overview is due (decision 0283). */
export type OverviewFrequency = z.infer<typeof overviewFrequency>;

/** GET /users/spending-overview (extension, decision 0283). */
export type SpendingOverview = z.infer<typeof spendingOverview>;
