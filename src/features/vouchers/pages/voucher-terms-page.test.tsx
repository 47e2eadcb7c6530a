import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VoucherTerms } from '@/lib/api/types';
import { fakeApi } from '@/testing/fake-adapter';
import { renderApp } from '@/testing/render-app';
import VoucherTermsPage from './voucher-terms-page';

describe('VoucherTermsPage', { timeout: 20_000 }, () => {
  it('shows the terms text as sanitised HTML', async () => {
    const terms = {
      Text: '## Voucher rules\n\nOne voucher per ticket.<img src=x onerror="alert(1)">',
    } as VoucherTerms;
    fakeApi({ getVoucherTerms: async () => terms });
    const { container } = await renderApp(<VoucherTermsPage />, {
      route: '/my_vouchers_terms_and_conditions',
    });
    expect(await screen.findByRole('heading', { name: 'Voucher rules' })).toBeVisible();
    expect(screen.getByText(/One voucher per ticket\./)).toBeVisible();
    expect(container.querySelector('[onerror]')).toBeNull();
  });
});
