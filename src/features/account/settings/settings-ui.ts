import styled from 'styled-components';
import { StackCard } from '@/components/ui/card';

import type { TFunction } from 'i18next';

export { Muted, ErrorText, SuccessText } from '@/components/ui/layout';

/** The refusal a details form shows: the address belongs to another account, or the save failed. */
export function saveError(status: string, t: TFunction<'settings'>): string | null {
  if (status === 'failed') return t('saveFailed');
  if (status === 'emailTaken') return t('contact.emailTaken');
  return null;
}

export const Section = styled(StackCard)`
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & > button {
    justify-self: start;
  }
`;

export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;
