import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@/styles';
import { formatTwoDigits } from '@/lib/format';
import { timeLeft } from '@/lib/lottery/countdown';
import { useNow } from './use-now';

const Units = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Unit = styled.div`
  display: grid;
  justify-items: center;
  min-inline-size: 3.5rem;
  padding: ${({ theme }) => theme.space(1)};
  ${media.up('md')} {
    padding: ${({ theme }) => theme.space(2)};
  }
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.shade};
  color: ${({ theme }) => theme.colors.onPrimary};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-variant-numeric: tabular-nums;
    line-height: 1.1;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

interface CountdownProps {
  /** Epoch ms of the draw. */
  targetMs: number;
  /** Called once when the countdown reaches zero for this target (the caller rolls over). */
  onElapsed?: () => void;
}

/**
 * A live countdown that ticks each second. role="timer" is not announced on every tick (it has
 * no live announcements by default), so a screen reader user reads it when they choose.
 */
export function Countdown({ targetMs, onElapsed }: CountdownProps) {
  const { t } = useTranslation('results');
  const now = useNow(1000);
  const left = timeLeft(targetMs, now);
  const firedFor = useRef<number | null>(null);

  useEffect(() => {
    if (left.totalMs === 0 && firedFor.current !== targetMs) {
      firedFor.current = targetMs;
      onElapsed?.();
    }
  }, [left.totalMs, targetMs, onElapsed]);

  if (left.totalMs === 0) return <p role="status">{t('countdown.drawing')}</p>;
  const units = [
    { key: 'days', value: left.days },
    { key: 'hours', value: left.hours },
    { key: 'minutes', value: left.minutes },
    { key: 'seconds', value: left.seconds },
  ] as const;
  return (
    <Units role="timer" aria-label={t('countdown.label')}>
      {units.map((unit) => (
        <Unit key={unit.key}>
          <strong>{formatTwoDigits(unit.value)}</strong>
          <span>{t(`countdown.${unit.key}`)}</span>
        </Unit>
      ))}
    </Units>
  );
}

/** The countdown's face at its final size, for the jackpot panel's skeleton. */
export function CountdownSkeleton() {
  const { t } = useTranslation('results');
  return (
    <Units>
      {(['days', 'hours', 'minutes', 'seconds'] as const).map((key) => (
        <Unit key={key}>
          <strong>{formatTwoDigits(0)}</strong>
          <span>{t(`countdown.${key}`)}</span>
        </Unit>
      ))}
    </Units>
  );
}
