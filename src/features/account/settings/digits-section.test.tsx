import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseDigits } from '@/i18n/choose-digits';
import { formatIqd } from '@/lib/format';
import { STORAGE_KEYS } from '@/lib/storage';
import { renderApp } from '@/testing/render-app';
import { DigitsSection } from './digits-section';

/** A figure elsewhere on screen, as the header shows the balance. */
function Balance() {
  const { t } = useTranslation();
  return <output>{t('money.iqd', { amount: formatIqd(50_000) })}</output>;
}

afterEach(() => act(() => chooseDigits('latin')));

describe('DigitsSection (decision 0292)', () => {
  it('keeps Latin digits by default and switches every figure on screen at once', async () => {
    await renderApp(
      <>
        <DigitsSection />
        <Balance />
      </>,
      { lang: 'ar' },
    );
    const latin = screen.getByRole('radio', { name: /أرقام لاتينية/ });
    const arab = screen.getByRole('radio', { name: /أرقام عربية هندية/ });
    expect(latin).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('50,000');

    await userEvent.click(arab);
    // Once what writes them is loaded (a chunk of its own).
    await waitFor(() => expect(arab).toBeChecked());
    expect(screen.getByRole('status')).toHaveTextContent('٥٠٬٠٠٠');
    expect(localStorage.getItem(STORAGE_KEYS.digits)).toBe('arab');

    await userEvent.click(latin);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('50,000'));
    expect(localStorage.getItem(STORAGE_KEYS.digits)).toBeNull();
  });

  it('is offered in English too, where figures stay Latin', async () => {
    await renderApp(
      <>
        <DigitsSection />
        <Balance />
      </>,
      { lang: 'en' },
    );
    const arab = screen.getByRole('radio', { name: /Arabic-Indic digits/ });
    await userEvent.click(arab);
    await waitFor(() => expect(arab).toBeChecked());
    expect(screen.getByRole('status')).toHaveTextContent('50,000');
  });
});
