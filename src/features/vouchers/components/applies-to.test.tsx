import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { AppliesTo } from './applies-to';

const GAMES = ['6of29', '2digit'];

describe('AppliesTo (issue 38)', () => {
  it('joins the games with the words of Arabic, not a Latin comma', async () => {
    await renderApp(<AppliesTo types={GAMES} />, { lang: 'ar' });
    expect(screen.getByText(/^لـ:/)).toHaveTextContent('لـ: لوتو 6 من 29 ورقمين');
  });

  it('joins them with the Sorani comma and "و"', async () => {
    await renderApp(<AppliesTo types={[...GAMES, '6of29']} />, { lang: 'ku' });
    const line = screen.getByText(/^بۆ:/);
    expect(line).toHaveTextContent('بۆ: لۆتۆ 6 لە 29، دوو ژمارە و لۆتۆ 6 لە 29');
    expect(line.textContent).not.toContain(',');
  });

  it('says "and" in English', async () => {
    await renderApp(<AppliesTo types={GAMES} />, { lang: 'en' });
    expect(screen.getByText(/^For:/)).toHaveTextContent(/^For: .+ and .+$/);
  });

  it('names no game when every game is meant', async () => {
    await renderApp(<AppliesTo types={[]} />, { lang: 'ar' });
    expect(screen.getByText('لجميع التذاكر')).toBeInTheDocument();
  });
});
