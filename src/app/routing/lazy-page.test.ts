import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { withNamespaces } from './lazy-page';

describe('withNamespaces', () => {
  it("loads the page module and its feature's namespaces together", async () => {
    const load = vi.spyOn(i18n, 'loadNamespaces');
    const module = { default: () => null };
    const loader = withNamespaces('auth/pages/login-page.tsx', () => Promise.resolve(module));
    expect(await loader()).toBe(module);
    expect(load).toHaveBeenCalledWith(['auth', 'validation']);
  });

  it('loads only the feature namespace when the feature needs no other', async () => {
    const load = vi.spyOn(i18n, 'loadNamespaces');
    await withNamespaces('tickets/pages/tickets-page.tsx', () =>
      Promise.resolve({ default: () => null }),
    )();
    expect(load).toHaveBeenCalledWith(['tickets']);
  });
});
