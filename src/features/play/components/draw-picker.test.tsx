import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draw } from '@/testing/lottery-fixtures';
import { renderApp } from '@/testing/render-app';
import { DrawPicker } from './draw-picker';

const picker = (count: number, lang: 'ar' | 'en') => (
  <DrawPicker
    draws={Array.from({ length: count }, (_, i) => draw(100 + i, i + 1))}
    selected={[]}
    loading={false}
    failed={false}
    onToggle={() => undefined}
    onRetry={() => undefined}
    lang={lang}
  />
);

// A bracket plural («السحب (السحوبات)») reads as a form nobody finished (issue 38).
describe('the draw picker title', () => {
  it.each([
    [1, 'ar', 'اختر السحب'],
    [2, 'ar', 'اختر السحبين أو أحدهما'],
    [4, 'ar', 'اختر السحوبات'],
    [1, 'en', 'Choose your draw'],
    [4, 'en', 'Choose your draws'],
  ] as const)('%i draws on offer in %s: %s', async (count, lang, title) => {
    await renderApp(picker(count, lang), { lang });
    const legend = screen.getByRole('group').querySelector('legend');
    expect(legend?.textContent).toBe(title);
    expect(legend?.textContent).not.toMatch(/[()]/);
  });
});
