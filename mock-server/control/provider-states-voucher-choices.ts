/** Provider states of the voucher reasons (contracts/states-voucher-choices.ts; decision 0254). */
import type { World } from '../world/state';
import { VOUCHER_CHOICE_STATES as S } from '../../contracts/states-voucher-choices';
import {
  DAY,
  DEMO_PHONE,
  ensurePlayer,
  voucherFor,
  withCart,
  type ProviderStateAnswer,
} from './provider-states-support';
import { giveVoucherTo } from './world';

const OTHER_PHONE = '07709990001';

export const VOUCHER_CHOICE_BUILDERS: Record<string, (world: World) => ProviderStateAnswer> = {
  [S.othersVoucher]: (world) => {
    ensurePlayer(world, { phone: OTHER_PHONE });
    giveVoucherTo(world, OTHER_PHONE, {
      code: 'OTHER-GIFT-3000',
      amount: 3000,
      expiresInMs: 30 * DAY,
    });
    return withCart(world, { phone: DEMO_PHONE });
  },
  [S.usedVoucher]: (world) => {
    const voucher = giveVoucherTo(world, DEMO_PHONE, {
      code: 'USED-GIFT-1000',
      amount: 1000,
      expiresInMs: 30 * DAY,
    });
    world.db.voucher.update({
      where: { voucherId: { equals: voucher.voucherId } },
      data: { state: 'USED' },
    });
    return withCart(world, { phone: DEMO_PHONE });
  },
  [S.voucherWorthMore]: (world) => {
    voucherFor(world, { phone: DEMO_PHONE });
    return withCart(world, { phone: DEMO_PHONE });
  },
};
