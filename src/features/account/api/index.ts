export {
  getProfile,
  profileQueryOptions,
  setProfile,
  updateCachedProfile,
  useProfile,
} from './get-profile';
