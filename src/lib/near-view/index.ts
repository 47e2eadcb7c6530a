export { NEAR_VIEW_MARGIN, WhenNearView } from './when-near-view';
