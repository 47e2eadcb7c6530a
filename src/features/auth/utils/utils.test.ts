import { describe, expect, it } from 'vitest';
import { apiError } from '@/testing/player-api';
import { confirmationText } from './email-confirmation';
import { coolingOffEnd, loginErrorMessage } from './login-error';
import {
  clearRegisterDraft,
  loadRegisterDraft,
  REGISTER_DRAFT_KEY,
  saveRegisterDraft,
} from './register-draft';
import { registerFailure } from './register-error';
import { emptyRegisterValues, formatDateInput, toRegistrationRequest } from './register-form';
import { verifyErrorMessage } from './verify-error';

describe('formatDateInput', () => {
  it.each([
    ['1', '1'],
    ['15', '15'],
    ['150', '15/0'],
    ['1503', '15/03'],
    ['15031995', '15/03/1995'],
    ['150319951', '15/03/1995'],
    ['15/03/1995', '15/03/1995'],
    ['١٥٠٣١٩٩٥', '15/03/1995'],
    ['', ''],
  ])('%s → %s', (typed, shown) => {
    expect(formatDateInput(typed)).toBe(shown);
  });
});

describe('register draft', () => {
  it('stores everything but the passwords and restores it over the empty form', () => {
    const values = {
      ...emptyRegisterValues('ar'),
      firstName: 'Sara',
      password: 'Secret1!',
      newsletter: true,
    };
    saveRegisterDraft(values);
    expect(sessionStorage.getItem(REGISTER_DRAFT_KEY)).not.toContain('Secret1!');
    expect(loadRegisterDraft(emptyRegisterValues('en'))).toMatchObject({
      firstName: 'Sara',
      newsletter: true,
      password: '',
      preferredLanguage: 'ar',
    });
    clearRegisterDraft();
    expect(loadRegisterDraft(emptyRegisterValues('en')).firstName).toBe('');
  });

  it('ignores a damaged or foreign draft', () => {
    sessionStorage.setItem(REGISTER_DRAFT_KEY, '{"firstName": 5, "password": "x", "other": "y"}');
    expect(loadRegisterDraft(emptyRegisterValues('en'))).toEqual(emptyRegisterValues('en'));
    sessionStorage.setItem(REGISTER_DRAFT_KEY, 'not json');
    expect(loadRegisterDraft(emptyRegisterValues('en'))).toEqual(emptyRegisterValues('en'));
  });
});

describe('toRegistrationRequest', () => {
  it('trims, normalises digits, sends no empty email and the server date', () => {
    const request = toRegistrationRequest({
      ...emptyRegisterValues('ku'),
      phoneNumber: ' ٠٧٧٠١٢٣٤٥٦٧ ',
      firstName: ' Sara ',
      email: '  ',
      dateOfBirth: '05/03/1990',
    });
    expect(request).toMatchObject({
      phoneNumber: '07701234567',
      firstName: 'Sara',
      email: null,
      dateOfBirth: '1990-03-05',
      country: 'IQ',
      preferredLanguage: 'ku',
    });
  });
});

describe('registerFailure', () => {
  const failed = (errors: { field: string; code: string }[]) =>
    registerFailure(apiError('register', 400, 'VALIDATION_FAILED', { errors }));

  it('sorts the refusals of section 8', () => {
    expect(registerFailure(apiError('register', 409, 'NUMBER_EXISTS'))).toEqual({
      kind: 'numberExists',
    });
    expect(failed([{ field: 'phoneNumber', code: 'REQUIRED' }])).toEqual({
      kind: 'fields',
      fields: { phoneNumber: 'validation:required' },
    });
    expect(failed([{ field: 'dateOfBirth', code: 'INVALID_DATE' }])).toEqual({
      kind: 'fields',
      fields: { dateOfBirth: 'validation:dateInvalid' },
    });
    expect(failed([{ field: 'country', code: 'INVALID_COUNTRY' }])).toEqual({ kind: 'failed' });
    expect(failed([])).toEqual({ kind: 'failed' });
    expect(registerFailure(new Error('offline'))).toEqual({ kind: 'failed' });
  });

  it('a server error says so (never a region block, never "registration failed")', () => {
    expect(registerFailure(apiError('register', 500, 'INTERNAL_ERROR'))).toEqual({
      kind: 'serverError',
    });
    expect(registerFailure(apiError('register', 503, 'UNAVAILABLE'))).toEqual({
      kind: 'serverError',
    });
  });
});

describe('messages of refused calls', () => {
  it('login', () => {
    expect(loginErrorMessage(apiError('login', 401, 'INVALID_CREDENTIALS'))).toBe(
      'errors:loginFailed',
    );
    expect(loginErrorMessage(apiError('login', 403, 'ACCOUNT_SUSPENDED'))).toBe(
      'errors:loginSuspended',
    );
    expect(loginErrorMessage(apiError('login', 403, 'ACCOUNT_CLOSED'))).toBe('auth:login.closed');
    expect(loginErrorMessage(apiError('login', 403, 'ACCOUNT_SELF_EXCLUDED'))).toBe(
      'errors:loginSelfExcluded',
    );
    expect(loginErrorMessage(apiError('login', 500, 'ERROR'))).toBeNull();
  });

  it('login during the cooling-off after a capped session says when it ends (decision 0282)', () => {
    const until = '2026-11-22T13:10:00+03:00';
    const refused = apiError('login', 403, 'SESSION_COOLING_OFF', { details: { until } });
    expect(loginErrorMessage(refused)).toBe('auth:login.coolingOff');
    expect(coolingOffEnd(refused)).toBe(until);
    // An end that cannot be read is not made up.
    const unreadable = apiError('login', 403, 'SESSION_COOLING_OFF', {
      details: { until: 'soon' },
    });
    expect(coolingOffEnd(unreadable)).toBeNull();
    expect(coolingOffEnd(apiError('login', 403, 'ACCOUNT_SUSPENDED'))).toBeNull();
  });

  it('verification', () => {
    expect(verifyErrorMessage(apiError('confirmMobileNumber', 400, 'WRONG_CODE'))).toBe(
      'errors:wrongCode',
    );
    expect(verifyErrorMessage(apiError('confirmMobileNumber', 429, 'TOO_MANY_ATTEMPTS'))).toBe(
      'errors:tooManyAttempts',
    );
    expect(verifyErrorMessage(apiError('confirmMobileNumber', 500, 'ERROR'))).toBe(
      'errors:generic',
    );
  });

  it('email confirmation wording', () => {
    expect(confirmationText('Your registration is confirmed')).toBe(
      'auth:emailConfirmation.registration',
    );
    expect(confirmationText('Email registered')).toBe('auth:emailConfirmation.registered');
    expect(confirmationText(undefined)).toBe('auth:emailConfirmation.confirmed');
  });
});
