import type { WithdrawRequest } from '@/lib/api/types';
import type { ValidationMessage } from '@/lib/validation';
import type { WithdrawField } from './withdraw-outcome';

/** What the withdraw form holds: text as typed (normalised when checked and sent). */
export type WithdrawValues = {
  amount: string;
  method: WithdrawRequest['method'];
  fullName: string;
  walletNumber: string;
};

/** The validation message for a field the backend refused. */
export function fieldMessage(field: WithdrawField): ValidationMessage {
  switch (field) {
    case 'amount':
      return 'validation:withdrawAboveMaximum';
    case 'fullName':
      return 'validation:fullNameInvalid';
    case 'walletNumber':
      return 'validation:walletNumberInvalid';
    case 'method':
      return 'validation:required';
  }
}
