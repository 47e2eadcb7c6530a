import * as z from 'zod/mini';
import type { Subscription, SubscriptionRenewal } from '../types';
import { DEFINITIONS } from '../contract';
import type { CallDefinition, Infer } from '../contract/define';
import type { Same } from './same';
import { subscription, subscriptionRenewal } from './subscriptions';

type Defined = typeof DEFINITIONS;

/** The answers of the calls defined once (src/lib/api/contract) that the app checks. */
type Schema<D> = D extends { answer: { schema: infer S extends z.ZodMiniType } } ? S : never;
type Answered = {
  [K in keyof Defined]: [Schema<Defined[K]>] extends [never]
    ? never
    : Defined[K] extends { answer: { checked: false } }
      ? never
      : K;
}[keyof Defined];
type DefinedAnswers = { [K in Answered]: Infer<Schema<Defined[K]>> };

/** What each money and ticket call answers, as the app's types say: the calls that are checked. */
export interface AnswerTypes extends DefinedAnswers {
  getSubscriptions: Subscription[];
  createSubscription: Subscription;
  changeSubscription: Subscription;
  cancelSubscription: Subscription;
  getSubscriptionRenewals: SubscriptionRenewal[];
}

export type CheckedCall = keyof AnswerTypes;

/** The answer schema of each checked call defined once, by call id. */
const definedAnswers = () =>
  Object.fromEntries(
    Object.entries(DEFINITIONS).flatMap(([id, d]: [string, CallDefinition]) =>
      d.answer && d.answer.checked !== false ? [[id, d.answer.schema]] : [],
    ),
  ) as { [K in Answered]: Schema<Defined[K]> };

/**
 * One schema per answer. The app parses each call's answer with it (check-answer.ts); the fake's
 * tests parse the fake's answers with the same schemas (mock-server/handlers/lottery/answers.test.ts).
 */
export const ANSWERS = {
  ...definedAnswers(),
  getSubscriptions: z.array(subscription),
  createSubscription: subscription,
  changeSubscription: subscription,
  cancelSubscription: subscription,
  getSubscriptionRenewals: z.array(subscriptionRenewal),
} satisfies { [K in CheckedCall]: z.ZodMiniType<AnswerTypes[K]> };

/** The calls whose schema does not read exactly their type; `never` when all match. */
type Drifted = {
  [K in CheckedCall]: Same<z.output<(typeof ANSWERS)[K]>, AnswerTypes[K]> extends true ? never : K;
}[CheckedCall];

// A schema that drifted from its type fails to compile here, naming the call.
export const everySchemaMatchesItsType: [Drifted] extends [never] ? true : Drifted = true;
