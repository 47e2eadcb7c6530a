import { call } from './http/call';
import { cmsLocaleParams } from './locale';
import type { Cause, CharityReport } from './types';

/**
 * The causes page's content (decision 0223): every disbursement with its photo (one page of the
 * CMS's maximum, 100: a year's beneficiaries fit), and the audited annual report's PDF.
 */
export const getCauses = async (lang: string): Promise<Cause[]> =>
  (
    await call('getCauses', {
      params: cmsLocaleParams(lang, { 'populate[photo]': 'true', 'pagination[pageSize]': '100' }),
    })
  ).data;

export const getCharityReport = async (lang: string): Promise<CharityReport> =>
  (
    await call('getCharityReport', {
      params: cmsLocaleParams(lang, { 'populate[report]': 'true' }),
    })
  ).data;
