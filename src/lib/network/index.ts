export { isOnline, useOnline } from './online';
export {
  isReachable,
  markAnswered,
  markUnanswered,
  setReachabilityProbe,
  useReachable,
} from './reachable';
