import styled, { css } from 'styled-components';

export type BallTone = 'plain' | 'picked' | 'winning' | 'matched';

const tones = {
  plain: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  picked: css`
    background: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primaryStrong};
  `,
  winning: css`
    background: ${({ theme }) => theme.colors.gold};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.gold};
  `,
  matched: css`
    background: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.gold};
  `,
};

const Ball = styled.span<{ $tone: BallTone; $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${({ $size }) => ($size === 'sm' ? '1.9rem' : '2.5rem')};
  block-size: ${({ $size }) => ($size === 'sm' ? '1.9rem' : '2.5rem')};
  border-radius: 50%;
  border: 2px solid;
  font-weight: 700;
  font-size: ${({ $size }) => ($size === 'sm' ? '0.85rem' : '1rem')};
  font-variant-numeric: tabular-nums;
  flex: none;
  ${({ $tone }) => tones[$tone]}
`;

interface NumberBallProps {
  value: number;
  tone?: BallTone;
  size?: 'sm' | 'md';
}

/** One lottery number as a round ball (the shape is decoration; the number is the text). */
export function NumberBall({ value, tone = 'plain', size = 'md' }: NumberBallProps) {
  return (
    <Ball $tone={tone} $size={size} data-tone={tone}>
      {value}
    </Ball>
  );
}
