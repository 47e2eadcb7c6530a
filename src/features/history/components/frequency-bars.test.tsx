import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { FrequencyBars } from './frequency-bars';

const freqs = Array.from({ length: 29 }, (_, i) => ({ number: i + 1, count: i % 5 }));

describe('FrequencyBars', () => {
  it('gives every number its own row, named with its count in plural forms', async () => {
    await renderApp(<FrequencyBars freqs={freqs} hot={[4]} cold={[5]} />, { lang: 'ar' });
    const list = screen.getByRole('list', { name: 'عدد مرات سحب كل رقم من 1 إلى 29' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(29);
    expect(within(list).getByRole('listitem', { name: /^الرقم 2: ظهر مرة واحدة$/ })).toBeTruthy();
  });

  it('marks hot and cold numbers in the row name, not only by colour', async () => {
    await renderApp(<FrequencyBars freqs={freqs} hot={[4]} cold={[5]} />);
    expect(screen.getByRole('listitem', { name: 'Number 4: drawn 3 times (hot)' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Number 5: drawn 4 times (cold)' })).toBeTruthy();
  });

  it('shows a never-drawn cold number in the cold colour, not as an empty track', async () => {
    await renderApp(<FrequencyBars freqs={freqs} hot={[5]} cold={[1]} />);
    const never = screen.getByRole('listitem', { name: /^Number 1: .*\(cold\)$/ });
    const fill = never.querySelector('[aria-hidden="true"] > span') as HTMLElement;
    expect(fill.style.inlineSize).toBe('6px');
    const plain = screen.getByRole('listitem', { name: /^Number 6: [^(]*$/ });
    const plainFill = plain.querySelector('[aria-hidden="true"] > span') as HTMLElement;
    expect(plainFill.style.inlineSize).toBe('0%');
  });
});
