import { FAULT_KINDS } from '../mock-server/control/api-types';
import type { ArmedFaultRule, FaultRule } from './control-client';

/** The fault form's fields, all as typed. */
export type FaultForm = Record<
  'method' | 'path' | 'kind' | 'status' | 'code' | 'times' | 'nth' | 'skip' | 'delayMs',
  string
>;

/** The kinds the form offers: the fake's one list (mock-server/pipeline/faults.ts). */
export const KINDS: readonly FaultRule['kind'][] = FAULT_KINDS;
/** A listed rule as the fake takes it back: without the counters it added, which a strict body refuses. */
export const armable = ({ fired: _fired, seen: _seen, ...rule }: ArmedFaultRule): FaultRule => rule;

/** The rule the form describes; an error code becomes the lottery's error body. */
export function ruleOf(form: FaultForm): FaultRule {
  const rule: FaultRule = { path: form.path.trim(), kind: form.kind as FaultRule['kind'] };
  if (form.method !== '*') rule.method = form.method;
  if (form.kind === 'status') rule.status = Number(form.status);
  if (form.kind === 'status' && form.code.trim())
    rule.body = { status: form.code.trim(), message: 'Fault armed from the QA panel' };
  if (form.kind === 'delay' || form.kind === 'slowBody') rule.delayMs = Number(form.delayMs);
  // onNth names one call: the fake refuses it beside a count or a skip.
  if (form.nth) return { ...rule, onNth: Number(form.nth) };
  if (form.times) rule.count = Number(form.times);
  if (form.skip) rule.skip = Number(form.skip);
  return rule;
}

export const describeRule = (rule: ArmedFaultRule) =>
  `${rule.method ?? '*'} ${rule.path} ${rule.kind}${rule.status ? ` ${rule.status}` : ''}` +
  `${rule.onNth ? ` on #${rule.onNth}` : rule.count ? ` ×${rule.count}` : ' always'}` +
  `${rule.skip ? ` after ${rule.skip}` : ''}` +
  `${rule.fired === undefined ? '' : `, fired ${rule.fired}`}`;
