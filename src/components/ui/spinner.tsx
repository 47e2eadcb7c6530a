import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  border: 4px solid ${({ theme }) => theme.colors.primarySoft};
  border-block-start-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** A progress spinner announced to assistive technology by its label. */
export function Spinner({ label, size = 40 }: { label: string; size?: number }) {
  return (
    <span role="progressbar" aria-label={label} aria-busy="true">
      <Ring $size={size} />
    </span>
  );
}
