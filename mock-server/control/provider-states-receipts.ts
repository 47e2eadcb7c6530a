/** Provider states of the receipts and deposit-history extensions (contracts/states-receipts.ts). */
import type { World } from '../world/state';
import { RECEIPT_STATES as S, VOUCHER_PURCHASE } from '../../contracts/states-receipts';
import type { PlayerStateParams } from '../../contracts/states';
import { DEFAULT_ORIGIN } from '../config';
import { getScenario } from '../scenario';
import { addVoucherToCart } from '../services/cart-vouchers';
import { invoke, settleByProvider } from '../services/payments';
import { purchase } from '../services/purchase';
import type { ProviderStateAnswer } from './provider-states-support';
import { DEMO_PHONE, tokensOf } from './provider-states-support';
import { addTicketsFor, openDraws, requirePlayer } from './world';

type Answer = ProviderStateAnswer;

const demo = (world: World) => requirePlayer(world, DEMO_PHONE);

function voucherPurchase(world: World): Answer {
  const draw = openDraws(world)[0];
  if (!draw) throw new Error('No draw is on sale');
  const grids = VOUCHER_PURCHASE.grids.map((grid) => [...grid]);
  addTicketsFor(world, DEMO_PHONE, [
    { ticketTypeName: '6of29', drawIds: [draw.drawId], tips: grids },
  ]);
  addVoucherToCart(world, demo(world), VOUCHER_PURCHASE.voucherCode);
  const { receiptNumber } = purchase(world, demo(world), getScenario(world));
  return { ...tokensOf(world, demo(world)), receiptNumber };
}

/** A 5000 IQD Qi Card deposit, left pending or refused by the provider. */
function cardDeposit(world: World, refused: boolean): Answer {
  const request = { amountInCent: 500_000, paymentMethod: 'QI_CARD' as const, useToken: false };
  const { paymentId } = invoke(world, demo(world), request, DEFAULT_ORIGIN);
  if (refused) settleByProvider(world, paymentId, 'failure');
  return { ...tokensOf(world, demo(world)), paymentId };
}

export const RECEIPT_BUILDERS: Record<string, (world: World, params: PlayerStateParams) => Answer> =
  {
    [S.voucherPurchase]: voucherPurchase,
    [S.noReceipt]: (world) => tokensOf(world, demo(world)),
    [S.pendingDeposit]: (world) => cardDeposit(world, false),
    [S.failedDeposit]: (world) => cardDeposit(world, true),
  };
