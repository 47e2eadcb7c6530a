export {
  dataSaverChoice,
  dataSaverReason,
  isDataSaverOn,
  savedPollInterval,
  setDataSaverChoice,
  useDataSaver,
  type DataSaverChoice,
  type DataSaverReason,
} from './data-saver';
