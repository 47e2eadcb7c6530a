import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { passwordRules, type PasswordRules as Rules } from '@/lib/validation';

const ORDER: (keyof Rules)[] = ['minLength', 'uppercase', 'lowercase', 'numberOrSymbol'];

/** The password rules as a checklist that ticks off while the player types. */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('auth');
  const rules = passwordRules(password);
  return (
    <Box id={id}>
      <Title>{t('password.rulesTitle')}</Title>
      <List>
        {ORDER.map((rule) => (
          <Item key={rule} $met={rules[rule]}>
            <Mark aria-hidden="true">{rules[rule] ? '✓' : '•'}</Mark>
            {t(`password.${rule}`)}
            <Hidden>{`(${rules[rule] ? t('password.ruleMet') : t('password.ruleMissing')})`}</Hidden>
          </Item>
        ))}
      </List>
    </Box>
  );
}

const Box = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space(1)};
`;

const Item = styled.li<{ $met: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme, $met }) => ($met ? theme.colors.success : theme.colors.textMuted)};
`;

const Mark = styled.span`
  inline-size: 1em;
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Hidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
