import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { isApiError, isUnreadableAnswer } from '@/lib/api/errors';
import type { Cart, Voucher } from '@/lib/api/types';
import { formatIqd } from '@/lib/format';
import { loginPathFor, PATHS } from '@/lib/navigation';
import { purchaseRefusalOf, type PurchaseRefusal } from '@/lib/lottery/purchase-refusal';
import {
  applicableVouchers,
  cartTicketPositions,
  cartVoucherPositions,
} from '@/lib/lottery/voucher-applicability';
import { useBalance } from '@/features/funds/api';
import { useIsLoggedIn } from '@/lib/session';
import { useCart } from '../api/get-cart';
import { useCartVouchers } from '../api/get-cart-vouchers';
import { useApplyVoucher, useRemoveAll, useRemovePosition } from '../api/use-cart-mutations';
import { usePurchase } from '../api/use-purchase';
import { useUnconfirmedAdd } from '../api/use-unconfirmed-add';
import { CartLayout, Positions, Stack } from '../components/cart-layout';
import { CartTotals } from '../components/cart-totals';
import { PurchasePanel } from '../components/purchase-panel';
import { TicketPosition } from '../components/ticket-position';
import { UnknownOutcomeNotice } from '../components/unknown-outcome-notice';
import { useTermsGate } from '../components/use-terms-gate';
import {
  REFUSAL_MESSAGES,
  VoucherCodeForm,
  type VoucherRefusal,
} from '../components/voucher-code-form';
import { VoucherPosition } from '../components/voucher-position';
import { VoucherSuggestions } from '../components/voucher-suggestions';

/** Active vouchers that fit the cart and are not in it yet; none once nothing is left to pay. */
const offeredVouchers = (vouchers: Voucher[], cart: Cart) => {
  if (cart.cartPrice <= 0) return [];
  const inCart = new Set(cartVoucherPositions(cart).map((p) => p.voucherDto?.voucherCode));
  return applicableVouchers(vouchers, cart).filter(
    (v) => v.state === 'ACTIVE' && !inCart.has(v.voucherCode),
  );
};

/** My Cart: positions, vouchers, cost before and after vouchers, terms and purchase. */
export default function CartPage() {
  const { t } = useTranslation(['cart', 'errors']);
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const balance = useBalance();
  const cartQuery = useCart(loggedIn);
  const vouchers = useCartVouchers(loggedIn && !!cartQuery.data?.positions.length);
  const removePosition = useRemovePosition();
  const removeAll = useRemoveAll();
  const applyVoucher = useApplyVoucher();
  const purchase = usePurchase();
  const terms = useTermsGate(loggedIn);
  const [refusal, setRefusal] = useState<PurchaseRefusal | null>(null);
  // The purchase answer could not be read: it may have gone through (decision 0176).
  const [purchaseUnknown, setPurchaseUnknown] = useState(false);
  const addUnconfirmed = useUnconfirmedAdd();
  const [suggestionFailed, setSuggestionFailed] = useState<VoucherRefusal | null>(null);

  if (!loggedIn) {
    return (
      <CartLayout>
        <h1>{t('title')}</h1>
        <Card>
          <p>{t('loginNeeded')}</p>
          <Button as={Link} to={`${PATHS.login}?redirect=${PATHS.cart}`}>
            {t('login')}
          </Button>
        </Card>
      </CartLayout>
    );
  }

  const cart = cartQuery.data;
  const apply = async (code: string): Promise<VoucherRefusal | null> => {
    try {
      await applyVoucher.mutateAsync(code);
      return null;
    } catch (error) {
      if (isUnreadableAnswer(error)) return 'unknown';
      if (isApiError(error) && (error.status ?? 0) >= 500) return 'serverError';
      return isApiError(error) && error.code === 'VOUCHER_NOT_NEEDED' ? 'notNeeded' : 'invalid';
    }
  };
  const buy = () => {
    setRefusal(null);
    setPurchaseUnknown(false);
    purchase.purchase({
      onSuccess: (outcome) => navigate(PATHS.purchaseSuccess, { state: outcome }),
      onError: (error) => {
        if (isUnreadableAnswer(error)) return setPurchaseUnknown(true);
        const refused = purchaseRefusalOf(error);
        // The adapter already renewed the session once; a 401 now means it is over. Login
        // brings the player back here, where the cart (kept by the backend) still holds the ticket.
        if (refused.kind === 'not-logged-in') navigate(loginPathFor(PATHS.cart));
        // With the terms extension, the refusal opens the terms to accept instead (decision 0179).
        else if (refused.kind !== 'terms-not-accepted' || !terms.takeRefusal()) setRefusal(refused);
      },
    });
  };

  return (
    <CartLayout>
      <h1>{t('title')}</h1>
      {purchaseUnknown ? (
        <UnknownOutcomeNotice text={t('unknownOutcome.purchase')}>
          <Button as={Link} to={PATHS.upcomingTickets}>
            {t('unknownOutcome.myTickets')}
          </Button>
        </UnknownOutcomeNotice>
      ) : null}
      {/* Until the player buys: the cart it describes is then gone or asked again. */}
      {addUnconfirmed && purchase.isIdle ? (
        <UnknownOutcomeNotice text={t('unknownOutcome.addedTicket')} />
      ) : null}
      <QueryState
        query={cartQuery}
        loading={<p role="status">{t('loading')}</p>}
        errorText={t('loadError')}
        retryText={t('retry')}
      />
      {cartQuery.isSuccess && (!cart || cart.positions.length === 0) ? (
        <Card>
          <p>{t('empty')}</p>
          <Button as={Link} to={PATHS.play6of29}>
            {t('playNow')}
          </Button>
        </Card>
      ) : null}
      {cart && cart.positions.length > 0 ? (
        <>
          <Stack>
            <Card aria-label={t('title')}>
              <Positions>
                {cartTicketPositions(cart).map((position, index) => (
                  <TicketPosition
                    key={position.position_id}
                    position={position}
                    number={index + 1}
                    removing={removePosition.isPending}
                    onRemove={() =>
                      removePosition.mutate({
                        orderId: cart.orderId,
                        positionId: position.position_id,
                      })
                    }
                  />
                ))}
                {cartVoucherPositions(cart).map((position) => (
                  <VoucherPosition
                    key={position.position_id}
                    position={position}
                    removing={removePosition.isPending}
                    onRemove={() =>
                      removePosition.mutate({
                        orderId: cart.orderId,
                        positionId: position.position_id,
                      })
                    }
                  />
                ))}
              </Positions>
              <Button
                type="button"
                $variant="link"
                disabled={removeAll.isPending}
                onClick={() => removeAll.mutate(cart.orderId)}
              >
                {t('removeAll')}
              </Button>
            </Card>
            <Card>
              <VoucherCodeForm pending={applyVoucher.isPending} onApply={apply} />
              <VoucherSuggestions
                vouchers={offeredVouchers(vouchers.data ?? [], cart)}
                pending={applyVoucher.isPending}
                onApply={(code) => void apply(code).then(setSuggestionFailed)}
              />
              {suggestionFailed ? (
                <p role="alert">{t(REFUSAL_MESSAGES[suggestionFailed])}</p>
              ) : null}
            </Card>
          </Stack>
          <Card>
            <CartTotals cart={cart} />
            <p>
              {balance
                ? t('totals.balance', { amount: formatIqd(balance.balance) })
                : t('totals.balanceUnknown')}
            </p>
            <PurchasePanel
              amount={cart.cartPrice}
              pending={purchase.isPending}
              refusal={refusal}
              terms={terms}
              onBuy={buy}
            />
          </Card>
        </>
      ) : null}
    </CartLayout>
  );
}
