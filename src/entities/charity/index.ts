// The charity entity: where the money goes (extension calls, decision 0221), read by the play
// page, the cart, the receipt, the results and the account.
export { charityKeys } from './keys';
export {
  charityContributionQuery,
  charitySplitQuery,
  charityYearQuery,
  useCharityContribution,
  useCharitySplit,
  useDrawRaised,
} from './queries';
