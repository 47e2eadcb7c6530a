/**
 * Whether the broker answers at all, asked before any Pact CLI step: against an unreachable
 * broker the CLI retries for over a minute before it says anything. Any HTTP answer (even 401)
 * means reachable; no answer within `timeoutMs` is a clear message instead.
 */
export async function brokerUnreachable(
  brokerUrl: string,
  timeoutMs = 5000,
): Promise<string | undefined> {
  try {
    await fetch(brokerUrl, { method: 'GET', signal: AbortSignal.timeout(timeoutMs) });
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const why =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${timeoutMs / 1000} s`
        : (cause ?? (error instanceof Error ? error.message : String(error)));
    return `The Pact Broker at ${brokerUrl} is not reachable (${why}). Nothing was asked or recorded; check PACT_BROKER_BASE_URL and the network, then run the step again.`;
  }
}
