import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// A long form on a shared, busy machine.
vi.setConfig({ testTimeout: 20_000 });
import { act } from 'react';
import { changeLanguage } from '@/i18n';
import type { RegistrationRequest } from '@/lib/api/types';
import { unverifiedProfile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { apiError, fakePlayerApi as fakeApi, loginResponse } from '@/testing/player-api';
import { REGISTER_DRAFT_KEY } from '../utils/register-draft';
import RegisterPage from './register-page';

// Fast fill (change events); the live-validation tests type key by key.
async function fillValidForm(user: UserEvent) {
  const change = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  change('Phone number', '07709998877');
  change('Password', 'Secret123!');
  change('Confirm password', 'Secret123!');
  change('First name', 'Sara');
  change("Second or father's name", 'Ali');
  change('Date of birth', '15031995');
  change('Email (optional)', 'sara@example.com');
  await user.click(screen.getByLabelText('Female'));
  await user.selectOptions(screen.getByLabelText('City'), 'Erbil');
  await user.click(screen.getByLabelText(/newsletter/));
}

const submit = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Create account' }));

describe('RegisterPage', () => {
  it('shows a field message once the field was left, and updates it live', async () => {
    fakeApi();
    await renderApp(<RegisterPage />, { route: '/register' });
    const user = userEvent.setup();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'abc');
    expect(password).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('at least 8 characters'));
    await user.type(password, 'defG1');
    expect(password).not.toHaveAttribute('aria-invalid');

    const confirmation = screen.getByLabelText('Confirm password');
    await user.type(confirmation, 'abcdefG2');
    await user.tab();
    expect(confirmation).toHaveAccessibleDescription('Passwords do not match');
  });

  it('says why a birth date is refused', async () => {
    fakeApi();
    await renderApp(<RegisterPage />, { route: '/register' });
    const user = userEvent.setup();
    const date = screen.getByLabelText('Date of birth');
    await user.type(date, '01012020');
    expect(date).toHaveValue('01/01/2020');
    await user.tab();
    expect(date).toHaveAccessibleDescription(expect.stringContaining('18 years or older'));
  });

  it('shows every message on submit, focuses the first invalid field and sends nothing', async () => {
    const calls = fakeApi({ register: vi.fn(async () => loginResponse('MOBILE_NOT_VERIFIED')) });
    await renderApp(<RegisterPage />, { route: '/register' });
    const user = userEvent.setup();
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the fields marked in red.');
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please choose a gender.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email (optional)')).not.toHaveAttribute('aria-invalid');
    expect(calls.register).not.toHaveBeenCalled();
  });

  it('registers, keeps the tokens and goes to verify the account', async () => {
    const register = vi.fn(async (_body: RegistrationRequest) =>
      loginResponse('MOBILE_NOT_VERIFIED'),
    );
    fakeApi({ register }, unverifiedProfile());
    const view = await renderApp(<RegisterPage />, { route: '/register', lang: 'en' });
    const user = userEvent.setup();
    await fillValidForm(user);
    await submit(user);
    await waitFor(() => expect(view.location()).toBe('/verify_account'));
    expect(register).toHaveBeenCalledWith({
      phoneNumber: '07709998877',
      password: 'Secret123!',
      passwordConfirmation: 'Secret123!',
      firstName: 'Sara',
      fatherName: 'Ali',
      gender: 'FEMALE',
      email: 'sara@example.com',
      dateOfBirth: '1995-03-15',
      country: 'IQ',
      city: 'Erbil',
      preferredLanguage: 'en',
      newsletter: true,
    });
    expect(sessionStorage.getItem(REGISTER_DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem('securityToken')).not.toBeNull();
  });

  it('offers login and reset when the number is already registered', async () => {
    fakeApi({
      register: vi.fn(async () => Promise.reject(apiError('register', 409, 'NUMBER_EXISTS'))),
    });
    await renderApp(<RegisterPage />, { route: '/register' });
    const user = userEvent.setup();
    await fillValidForm(user);
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Number already registered. Log in or reset password.');
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Reset password' })).toHaveAttribute(
      'href',
      '/forgot_password',
    );
  });

  it('puts the server’s field errors on their fields', async () => {
    const errors = [
      { field: 'email', code: 'UNIQUE_VIOLATION' },
      { field: 'dateOfBirth', code: 'UNDERAGE' },
    ];
    fakeApi({
      register: vi.fn(async () =>
        Promise.reject(apiError('register', 400, 'VALIDATION_FAILED', { errors })),
      ),
    });
    await renderApp(<RegisterPage />, { route: '/register' });
    const user = userEvent.setup();
    await fillValidForm(user);
    await submit(user);
    const email = screen.getByLabelText('Email (optional)');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('The entered email address can not be stored.'),
    );
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('shows the general failure for anything else', async () => {
    fakeApi({
      register: vi.fn(async () => Promise.reject(apiError('register', 400, 'SOMETHING'))),
    });
    await renderApp(<RegisterPage />, { route: '/register' });
    const user = userEvent.setup();
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The registration couldn't be completed. Please check your inputs and try again.",
    );
  });

  it('keeps the draft, without passwords, across a remount and a language switch', async () => {
    fakeApi();
    const first = await renderApp(<RegisterPage />, { route: '/register' });
    const user = userEvent.setup();
    await fillValidForm(user);
    first.unmount();
    expect(sessionStorage.getItem(REGISTER_DRAFT_KEY)).not.toContain('Secret123!');

    await renderApp(<RegisterPage />, { route: '/register', lang: 'ar' });
    expect(screen.getByLabelText('الاسم الأول')).toHaveValue('Sara');
    expect(screen.getByLabelText('تاريخ الميلاد')).toHaveValue('15/03/1995');
    expect(screen.getByLabelText('المدينة')).toHaveValue('Erbil');
    expect(screen.getByLabelText('أنثى')).toBeChecked();
    expect(screen.getByLabelText('كلمة المرور')).toHaveValue('');
    await act(() => changeLanguage('en'));
    expect(screen.getByLabelText('First name')).toHaveValue('Sara');
  });
});
