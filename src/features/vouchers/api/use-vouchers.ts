import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { voucherKeys } from './voucher-keys';

export const vouchersQuery = () =>
  queryOptions({ queryKey: voucherKeys.mine(), queryFn: () => api.getVouchers() });

export const useVouchers = () => useQuery(vouchersQuery());

/** The CMS text answers in the UI language: the language is part of the key. */
export const voucherTermsQuery = (lang: string) =>
  queryOptions({ queryKey: voucherKeys.terms(lang), queryFn: () => api.getVoucherTerms(lang) });

export const useVoucherTerms = (lang: string) => useQuery(voucherTermsQuery(lang));
