import { describe, expect, it } from 'vitest';
import { parseIqdAmount, validateWithdrawalAmount } from './amounts';
import { validateVerificationCode, validateWalletNumber } from './identity';
import {
  normalizeAmountInput,
  normalizeDigitString,
  normalizePhoneInput,
  normalizeVoucherCode,
} from './numeric-input';
import { validatePhone } from './phone';

describe('numeric input as players type it', () => {
  it('phone numbers: Arabic-Indic digits, spaces, dashes and bidi marks', () => {
    expect(normalizePhoneInput('٠٧٧٠ ١٢٣-٤٥٦٧')).toBe('07701234567');
    expect(normalizePhoneInput('\u200f۰۷۷۰\u00a0۱۲۳ ۴۵۶۷')).toBe('07701234567');
    expect(normalizePhoneInput('+964 (770) 123-4567')).toBe('+9647701234567');
    expect(validatePhone('٠٧٧٠ ١٢٣-٤٥٦٧')).toBeNull();
    expect(validatePhone('+٩٦٤ ٧٧٠ ١٢٣ ٤٥٦٧')).toBeNull();
  });

  it('wallet numbers and codes: digits only, whatever the grouping', () => {
    expect(normalizeDigitString('٠٧٨٠–١٢٣٤–٥٦٧٨')).toBe('078012345678');
    expect(validateWalletNumber('٠٧٨٠-١٢٣٤-٥٦٧٨')).toBeNull();
    expect(validateWalletNumber('۰۷۸۰ ۱۲۳۴ ۵۶۷۸')).toBeNull();
    expect(validateVerificationCode('١٢٣ ٤٥٦')).toBeNull();
    expect(validateVerificationCode('123-456')).toBeNull();
    expect(validateWalletNumber('0780-12a4-5678')).not.toBeNull();
  });

  it('amounts: Arabic-Indic digits and grouping, never a dash', () => {
    expect(normalizeAmountInput('٥٠٬٠٠٠')).toBe('50,000');
    expect(parseIqdAmount('٢ ٥٠٠')).toBe(2500);
    expect(parseIqdAmount('۵۰٬۰۰۰')).toBe(50_000);
    expect(parseIqdAmount('-1500')).toBeNull();
    expect(parseIqdAmount('1-500')).toBeNull();
    expect(validateWithdrawalAmount('٢٠٠٠', 50_000)).toBeNull();
  });

  it('voucher codes keep their dashes and letters', () => {
    expect(normalizeVoucherCode(' ahmed-gift-٣٠٠٠ ')).toBe('AHMED-GIFT-3000');
    expect(normalizeVoucherCode('lucky٢٠٠٠')).toBe('LUCKY2000');
  });
});
