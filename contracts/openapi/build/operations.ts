import { definitions } from '../../../src/lib/api/contract';
import { routeOf } from '../../../src/lib/api/contract/route-of';
import type { OperationInfo } from './operation-info';

const keyOf = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

/** The calls defined once (src/lib/api/contract), as operation rows where their rows route them. */
const DEFINED: Record<string, OperationInfo> = Object.fromEntries(
  definitions().map(([id, d]) => [
    keyOf(routeOf(id)),
    {
      id,
      summary: d.summary,
      ...(d.extension ? { extension: true as const } : {}),
      ...(d.ok ? { ok: d.ok } : {}),
      ...(d.refusals ? { refusals: d.refusals } : {}),
      ...(d.request ? { request: d.request } : {}),
      ...(d.unreadQuery ? { unreadQuery: d.unreadQuery } : {}),
    },
  ]),
);

/** Keyed by `METHOD path` below the lottery base, in the fake's path syntax: every defined call. */
export const OPERATIONS: Readonly<Record<string, OperationInfo>> = DEFINED;

/** Routes of the fake that are not API calls: the card provider's page the fake stands in for. */
export const NOT_API = [
  'GET /payment/card-page/:paymentId',
  'GET /payment/card-page/:paymentId/complete',
];
