import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import type { NumberFrequency } from '@/lib/lottery/number-stats';

const WIDTH = 29 * 24;
const HEIGHT = 180;
const BAR = 16;
const STEP = 24;
const AXIS = 20;

const Frame = styled.div`
  overflow-x: auto;
  svg {
    display: block;
    inline-size: 100%;
    min-inline-size: 520px;
    block-size: auto;
  }
  g:focus {
    outline: none;
  }
  g:focus rect.bar {
    stroke: ${({ theme }) => theme.colors.focus};
    stroke-width: 3;
  }
`;

const Readout = styled.p`
  min-block-size: 1.5em;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

interface FrequencyChartProps {
  freqs: NumberFrequency[];
  hot: number[];
  cold: number[];
  rtl: boolean;
}

/**
 * 29 bars, one per number, drawn in SVG (no chart library). In RTL the numbers run from the right,
 * like the text. One tab stop: arrows, Home and End move between bars; the focused bar's count is
 * read out below it.
 */
export function FrequencyChart({ freqs, hot, cold, rtl }: FrequencyChartProps) {
  const { t } = useTranslation('history');
  const theme = useTheme();
  const [active, setActive] = useState(0);
  const [spoken, setSpoken] = useState('');
  const bars = useRef<(SVGGElement | null)[]>([]);
  const max = Math.max(1, ...freqs.map((f) => f.count));
  const label = (f: NumberFrequency) => {
    const mark = hot.includes(f.number) ? t('hot') : cold.includes(f.number) ? t('cold') : '';
    return t('barLabel', { number: f.number, count: f.count }) + (mark ? ` (${mark})` : '');
  };
  const move = (to: number) => {
    const next = Math.max(0, Math.min(freqs.length - 1, to));
    setActive(next);
    bars.current[next]?.focus();
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = { [forward]: index + 1, [back]: index - 1, Home: 0 };
    moves.End = freqs.length - 1;
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(to);
  };

  return (
    <Frame>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} role="group" aria-label={t('chartLabel')}>
        {freqs.map((f, i) => {
          const marked = hot.includes(f.number) || cold.includes(f.number);
          // A never-drawn cold number keeps a sliver of its colour: a bar of 0 hides the mark.
          const h = Math.max(Math.round((f.count / max) * (HEIGHT - 16)), marked ? 3 : 0);
          const slot = rtl ? freqs.length - 1 - i : i;
          const x = slot * STEP + (STEP - BAR) / 2;
          const fill = hot.includes(f.number)
            ? theme.colors.primaryStrong
            : cold.includes(f.number)
              ? theme.colors.focus
              : theme.colors.textMuted;
          return (
            <g
              key={f.number}
              ref={(el) => {
                bars.current[i] = el;
              }}
              role="img"
              aria-label={label(f)}
              tabIndex={i === active ? 0 : -1}
              onKeyDown={(e) => onKey(e, i)}
              onFocus={() => {
                setActive(i);
                setSpoken(label(f));
              }}
            >
              <rect
                className="bar"
                x={x}
                y={HEIGHT - h}
                width={BAR}
                height={h}
                fill={fill}
                rx={2}
              />
              <text
                x={x + BAR / 2}
                y={HEIGHT - h - 4}
                fontSize="10"
                textAnchor="middle"
                fill={theme.colors.text}
              >
                {f.count}
              </text>
              <text
                x={x + BAR / 2}
                y={HEIGHT + 14}
                fontSize="11"
                textAnchor="middle"
                fill={theme.colors.text}
              >
                {f.number}
              </text>
            </g>
          );
        })}
      </svg>
      <Readout aria-live="polite">{spoken}</Readout>
    </Frame>
  );
}
