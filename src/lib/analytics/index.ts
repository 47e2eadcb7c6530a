export { setAnalyticsSink, trackPageView, type AnalyticsSink } from './analytics';
