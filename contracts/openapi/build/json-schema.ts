import * as z from 'zod';
import type { z as zm } from 'zod/mini';
import { ANSWERS, type CheckedCall } from '../../../src/lib/api/schemas/answers';

export type JsonSchema = Record<string, unknown>;

/**
 * A zod (or zod/mini) schema as JSON Schema 2020-12, the dialect of OpenAPI 3.1. Input mode: what
 * the schema accepts, so an object allows fields it does not name (the app ignores them).
 */
export function jsonSchemaOf(schema: z.ZodType | zm.ZodMiniType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** The component name of each checked call's answer (its type's name in src/lib/api/types). */
const ANSWER_NAMES: Record<CheckedCall, string> = {
  getAccountBalance: 'UserBalance',
  getBookings: 'BookingList',
  withdraw: 'WithdrawResponse',
  getVouchers: 'VoucherList',
  redeemVoucher: 'Voucher',
  getActiveCart: 'Cart',
  addTicketToCart: 'Cart',
  addTicketsToCart: 'Cart',
  deleteCartPosition: 'Cart',
  recalculateCart: 'Cart',
  addVoucherToCart: 'Cart',
  getCartVouchers: 'VoucherList',
  purchaseCart: 'PurchaseResult',
  invokePayIn: 'PayInInvokeResponse',
  submitPayInResult: 'PayInResult',
  checkPayIn: 'PayInResult',
  getTickets: 'TicketList',
  getDrawWinnings: 'DrawWinnings',
  getOrderReceipt: 'OrderReceipt',
};

export const isCheckedCall = (id: string): id is CheckedCall => id in ANSWERS;

export const answerName = (id: CheckedCall) => ANSWER_NAMES[id];

/** The answer schemas the app reads money and ticket answers with, by component name. */
export function answerComponents(): Record<string, JsonSchema> {
  const components: Record<string, JsonSchema> = {};
  for (const id of Object.keys(ANSWERS) as CheckedCall[])
    components[ANSWER_NAMES[id]] ??= jsonSchemaOf(ANSWERS[id]);
  return components;
}

/** The spec's error body (src/lib/api/types/common.ts ApiErrorBody). */
export const API_ERROR: JsonSchema = {
  type: 'object',
  required: ['status', 'message'],
  properties: {
    status: { type: 'string', description: 'A code such as VALIDATION_FAILED' },
    message: { type: 'string', description: 'Human-readable English text' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'code'],
        properties: { field: { type: 'string' }, code: { type: 'string' } },
      },
    },
    details: { type: 'object', description: 'Figures of the refusal, e.g. a limit' },
  },
};
