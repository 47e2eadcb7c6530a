import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@/styles';

interface AuthLayoutProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Wider card for the registration form (two columns on desktop). */
  wide?: boolean;
}

/** The card every sign-in page sits in: one h1, an optional intro, then the form. */
export function AuthLayout({ title, intro, children, wide = false }: AuthLayoutProps) {
  return (
    <Wrapper>
      <Card $wide={wide}>
        <Title>{title}</Title>
        {intro && <Intro>{intro}</Intro>}
        {children}
      </Card>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space(4)};
  padding-inline: ${({ theme }) => theme.space(4)};

  ${media.up('md')} {
    padding-block: ${({ theme }) => theme.space(10)};
  }
`;

const Card = styled.div<{ $wide: boolean }>`
  box-sizing: border-box;
  inline-size: 100%;
  max-inline-size: ${({ $wide }) => ($wide ? '760px' : '440px')};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};

  ${media.up('md')} {
    padding: ${({ theme }) => theme.space(8)};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.text};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
`;
