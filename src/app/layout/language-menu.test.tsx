import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { LanguageMenu } from './language-menu';

function Form() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  return (
    <>
      <LanguageMenu />
      <label>
        {t('nav.more')}
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
    </>
  );
}

describe('LanguageMenu', () => {
  it('switches language in place: texts, direction and storage change, typed input stays', async () => {
    await renderApp(<Form />);
    await userEvent.type(screen.getByRole('textbox', { name: 'More' }), 'Ahmed');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'العربية');
    expect(screen.getByRole('textbox', { name: 'المزيد' })).toHaveValue('Ahmed');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(localStorage.getItem('language')).toBe('ar');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'اللغة' }), 'کوردی');
    // Sorani is right to left even though i18next's dir('ku') says otherwise.
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ckb');
    expect(screen.getByRole('textbox', { name: 'زیاتر' })).toHaveValue('Ahmed');
  });
});
