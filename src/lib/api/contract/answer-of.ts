import type * as z from 'zod/mini';
import type { CallId } from '../calls';
import type { StrapiList, StrapiSingle } from '../types/cms';
import type { CMS } from './cms';
import type { Infer } from './define';
import type { DEFINITIONS } from '.';

type Schema<D> = D extends { answer: { schema: infer S extends z.ZodMiniType } } ? S : never;
type Lottery = typeof DEFINITIONS;
type Content = typeof CMS;
type ContentAnswer<D> = D extends { kind: 'list'; data: { schema: infer S extends z.ZodMiniType } }
  ? StrapiList<Infer<S>>
  : D extends { data: { schema: infer S extends z.ZodMiniType } }
    ? StrapiSingle<Infer<S>>
    : never;

/**
 * What a call answers, from its definition (decision 0299): the type of its answer schema
 * (`void` when it answers no body), or Strapi's envelope around a content call's document. Type
 * only: the adapter that reads it carries no zod.
 */
export type AnswerOf<K extends CallId> = K extends keyof Lottery
  ? [Schema<Lottery[K]>] extends [never]
    ? void
    : Infer<Schema<Lottery[K]>>
  : K extends keyof Content
    ? ContentAnswer<Content[K]>
    : never;
