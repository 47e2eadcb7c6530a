/** Provider states of the receipts and deposit-history extensions (contracts/states-receipts.ts). */
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

const demo = () => requirePlayer(DEMO_PHONE);

function voucherPurchase(): Answer {
  const draw = openDraws()[0];
  if (!draw) throw new Error('No draw is on sale');
  const grids = VOUCHER_PURCHASE.grids.map((grid) => [...grid]);
  addTicketsFor(DEMO_PHONE, [{ ticketTypeName: '6of29', drawIds: [draw.drawId], tips: grids }]);
  addVoucherToCart(demo(), VOUCHER_PURCHASE.voucherCode);
  const { receiptNumber } = purchase(demo(), getScenario());
  return { ...tokensOf(demo()), receiptNumber };
}

/** A 5000 IQD Qi Card deposit, left pending or refused by the provider. */
function cardDeposit(refused: boolean): Answer {
  const request = { amountInCent: 500_000, paymentMethod: 'QI_CARD' as const, useToken: false };
  const { paymentId } = invoke(demo(), request, DEFAULT_ORIGIN);
  if (refused) settleByProvider(paymentId, 'failure');
  return { ...tokensOf(demo()), paymentId };
}

export const RECEIPT_BUILDERS: Record<string, (params: PlayerStateParams) => Answer> = {
  [S.voucherPurchase]: voucherPurchase,
  [S.noReceipt]: () => tokensOf(demo()),
  [S.pendingDeposit]: () => cardDeposit(false),
  [S.failedDeposit]: () => cardDeposit(true),
};
