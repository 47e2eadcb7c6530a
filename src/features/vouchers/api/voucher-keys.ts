/** Query keys of the vouchers feature. */
export const voucherKeys = {
  all: ['vouchers'] as const,
  mine: () => [...voucherKeys.all, 'mine'] as const,
  terms: (lang: string) => [...voucherKeys.all, 'terms', lang] as const,
};
