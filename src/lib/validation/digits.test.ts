import { describe, expect, it } from 'vitest';
import { cleanInput, normalizeDigits } from './digits';

describe('normalizeDigits', () => {
  it('turns Arabic-Indic and Extended Arabic-Indic digits into Western ones', () => {
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('leaves everything else alone', () => {
    expect(normalizeDigits('+964 77a')).toBe('+964 77a');
  });

  it('cleanInput also trims', () => {
    expect(cleanInput('  ٠٧٧ ')).toBe('077');
  });
});
