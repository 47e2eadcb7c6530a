import { playerKeys } from '@/entities/session';

/** Query keys of the vouchers feature. */
export const voucherKeys = {
  all: ['vouchers'] as const,
  mine: () => [...voucherKeys.all, 'mine'] as const,
  terms: (lang: string) => [...voucherKeys.all, 'terms', lang] as const,
  /** The player's voucher offers (decision 0286): under the player root, forgotten at logout. */
  offers: () => [...playerKeys.all, 'voucher-offers'] as const,
};
