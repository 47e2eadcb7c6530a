import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

const Bar = styled.div<{ $width: string; $height: string }>`
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  margin-block-end: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.border};
  animation: ${pulse} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const SHAPES: ReadonlyArray<[string, string]> = [
  ['60%', '32px'],
  ['100%', '180px'],
  ['92%', '16px'],
  ['96%', '16px'],
  ['70%', '16px'],
];

/** Grey bars where the content will be, announced once to screen readers. */
export function PageSkeleton() {
  const { t } = useTranslation('content');
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{t('page.loading')}</span>
      {SHAPES.map(([width, height], index) => (
        <Bar key={index} $width={width} $height={height} aria-hidden="true" />
      ))}
    </div>
  );
}
