import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { alertStore } from '@/lib/alerts';
import { FirstPassContext } from '@/lib/first-pass';
import { noAlerts } from '@/testing/alerts';
import { fakeApi } from '@/testing/fake-adapter';
import { renderApp } from '@/testing/render-app';
import { SystemDialogs } from '../dialogs/system-dialogs';
import { AppLayout } from './app-layout';

const page = <p>The start page</p>;

afterEach(() => {
  cleanup(); // before the store changes under a mounted shell
  alertStore.geoRestricted = false;
});

// A region block found while a prerendered page hydrates: React must find the tree the build
// rendered (no block), or it reports #418 and throws the HTML away (issue 38).
describe('the shell under a region block', () => {
  it('keeps the prerendered page during its first pass', async () => {
    fakeApi({ getAlerts: noAlerts, getNavigationLinks: async () => [] });
    alertStore.geoRestricted = true;
    const { location } = await renderApp(
      <FirstPassContext.Provider value={true}>
        <AppLayout>{page}</AppLayout>
      </FirstPassContext.Provider>,
      { route: '/' },
    );
    expect(screen.getByText('The start page')).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('leaves for /restricted once the first pass is over', async () => {
    fakeApi({ getAlerts: noAlerts, getNavigationLinks: async () => [] });
    alertStore.geoRestricted = true;
    const { location } = await renderApp(<AppLayout>{page}</AppLayout>, { route: '/' });
    await waitFor(() => expect(location()).toBe('/restricted'));
  });

  it("holds the geo dialog until the first pass is over (a portal the build's HTML lacks)", async () => {
    fakeApi({ getAlerts: noAlerts });
    alertStore.geoRestricted = true;
    await renderApp(
      <FirstPassContext.Provider value={true}>
        <SystemDialogs />
      </FirstPassContext.Provider>,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    cleanup();
    await renderApp(<SystemDialogs />);
    expect(screen.getByRole('alertdialog', { name: /Not available in your region/ })).toBeVisible();
  });
});
