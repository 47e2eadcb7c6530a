import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import type {
  AddVoucherToCartRequest,
  CommunicationPreferences,
  PasswordResetChange,
  PayInInvokeRequest,
  ProfileUpdate,
  RegistrationRequest,
  TicketDeliverIQDto,
  TicketFilter,
  WithdrawRequest,
} from '../types';
import type { DEFINITIONS } from '.';

type Request<Id extends keyof typeof DEFINITIONS> = (typeof DEFINITIONS)[Id] extends {
  request: infer R;
}
  ? R
  : never;
type Body<Id extends keyof typeof DEFINITIONS> = z.output<
  Request<Id> extends { body: infer S extends z.ZodMiniType } ? S : never
>;
type Query<Id extends keyof typeof DEFINITIONS> = z.output<
  Request<Id> extends { query: infer S extends z.ZodMiniType } ? S : never
>;

// What the fake reads of a request is what the app sends (decision 0298): the app's request types
// and the definitions' schemas may not drift (a type error fails `npm run typecheck`). `asked()`
// fields are optional in the check, so those calls compare with a Partial.
describe("the definitions' requests read what the app sends", () => {
  it('bodies and queries match the request types', () => {
    expectTypeOf<Body<'register'>>().toExtend<Partial<RegistrationRequest>>();
    expectTypeOf<Query<'resetPasswordWithCode'>>().toExtend<Partial<PasswordResetChange>>();
    expectTypeOf<Body<'updateProfile'>>().toExtend<Partial<ProfileUpdate>>();
    expectTypeOf<Body<'updateCommunicationPreferences'>>().toExtend<
      Partial<CommunicationPreferences>
    >();
    expectTypeOf<Body<'addTicketToCart'>>().toExtend<TicketDeliverIQDto>();
    expectTypeOf<Body<'addVoucherToCart'>>().toExtend<AddVoucherToCartRequest>();
    expectTypeOf<Body<'getTickets'>>().toExtend<TicketFilter[]>();
    expectTypeOf<Body<'invokePayIn'>>().toExtend<Partial<PayInInvokeRequest>>();
    expectTypeOf<Body<'withdraw'>>().toExtend<Partial<WithdrawRequest>>();
    expectTypeOf<Body<'withdraw'>>().not.toBeNever();
  });
});
