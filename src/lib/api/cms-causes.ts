import { call } from './http/call';
import type { Cause, CharityReport, StrapiList, StrapiSingle } from './types';

/**
 * The causes page's content (decision 0223): every disbursement with its photo (one page of the
 * CMS's maximum, 100: a year's beneficiaries fit), and the audited annual report's PDF.
 */
export const getCauses = async (): Promise<Cause[]> =>
  (
    await call<StrapiList<Cause>>('getCauses', {
      method: 'GET',
      url: '/causes',
      params: { 'populate[photo]': 'true', 'pagination[pageSize]': '100' },
    })
  ).data;

export const getCharityReport = async (): Promise<CharityReport> =>
  (
    await call<StrapiSingle<CharityReport>>('getCharityReport', {
      method: 'GET',
      url: '/charity-report',
      params: { 'populate[report]': 'true' },
    })
  ).data;
