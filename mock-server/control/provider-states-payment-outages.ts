/** Provider states of the payment-availability pact (contracts/states-payment-outages.ts, 0271). */
import { PAYMENT_OUTAGE_STATES as S } from '../../contracts/states-payment-outages';
import type { World } from '../world/state';
import type { ProviderStateAnswer } from './provider-states-support';

export const PAYMENT_OUTAGE_BUILDERS: Record<string, (world: World) => ProviderStateAnswer> = {
  [S.partialOutage]: (world) => {
    world.paymentOutages = [
      { paymentMethod: 'FIB', rail: 'CARD', state: 'DOWN' },
      { paymentMethod: 'ZAIN_CASH', state: 'DOWN' },
      { paymentMethod: 'QI_CARD', state: 'SLOW' },
    ];
    return {};
  },
};
