/** Where analytics events go; a real provider (tag manager, Firebase) implements this. */
export interface AnalyticsSink {
  pageView(event: { path: string; title: string; language: string }): void;
}

const noop: AnalyticsSink = { pageView: () => undefined };

const consoleSink: AnalyticsSink = {
  pageView: (event) => console.info('[analytics] page_view', event),
};

// Dev: visible in the console; production and tests: nothing until a provider is set.
let sink: AnalyticsSink =
  import.meta.env.DEV && import.meta.env.MODE !== 'test' ? consoleSink : noop;

export function setAnalyticsSink(next: AnalyticsSink): void {
  sink = next;
}

export function trackPageView(event: { path: string; title: string; language: string }): void {
  sink.pageView(event);
}
