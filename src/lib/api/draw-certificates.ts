import { call } from './http/call';
import { cmsLocaleParams } from './locale';
import type { DrawCertificate } from './types';

/** The certificate of one draw from the CMS, or null when it has none (decision 0219). */
export const getDrawCertificate = async (
  lang: string,
  drawId: number,
): Promise<DrawCertificate | null> => {
  const answer = await call('getDrawCertificate', {
    params: cmsLocaleParams(lang, { 'filters[drawId][$eq]': String(drawId) }),
  });
  return answer.data[0] ?? null;
};
