import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { SaveFavourite } from './save-favourite';

// The form's chunk cannot load: offline before the service worker cached it, or a new deploy.
vi.mock('./load-save-form', () => ({
  loadSaveForm: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}));

describe('Save as favourite when its form cannot load', () => {
  it('says the favourite was not saved and keeps the button, focused, to try again', async () => {
    const user = userEvent.setup();
    await renderApp(<SaveFavourite numbers={[3, 8, 12, 17, 21, 29]} />);
    await user.click(screen.getByRole('button', { name: 'Save as favourite' }));
    expect(
      await screen.findByText('The favourite could not be saved. Please try again.'),
    ).toBeVisible();
    const button = screen.getByRole('button', { name: 'Save as favourite' });
    expect(button).toBeEnabled();
    // A keyboard player is still on the button to try again.
    expect(button).toHaveFocus();
    expect(screen.queryByLabelText('Name (optional)')).not.toBeInTheDocument();
  });
});
