export {
  alertStore,
  showDialog,
  showAlert,
  closeDialog,
  closeAllDialogs,
  type DialogRequest,
  type DialogButton,
  type DialogText,
  type QueuedDialog,
} from './alert-store';
export { errorMessage } from './error-message';
export { showErrorAlert } from './actions';
export { connectApiEvents } from './api-events';
