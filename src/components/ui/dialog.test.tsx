import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { Dialog } from './dialog';
import { WinIllustration } from './win-illustration';

describe('Dialog', () => {
  it('is open by default, labelled by its title, with the info illustration, two texts and OK', async () => {
    await renderApp(<Dialog title="Saved" text="Line one" text2="Line two" />);
    const dialog = screen.getByRole('dialog', { name: 'Saved' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Information. Line one');
    expect(screen.getByText('Line two')).toBeInTheDocument();
    expect(dialog.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('a win is a dialog of its own kind: its illustration, and screen readers hear its title and "Win"', async () => {
    await renderApp(
      <Dialog kind="win" title="You won!" text="Draw 116" illustration={<WinIllustration />} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'You won!' });
    expect(dialog).toHaveAttribute('data-kind', 'win');
    expect(dialog).toHaveAccessibleDescription('Win. Draw 116');
    expect(dialog.querySelectorAll('svg')).toHaveLength(1);
    expect(dialog.querySelector('svg[data-kind="win"] path[d^="M100 58"]')).not.toBeNull();
  });

  it('closes with the first button and reports it', async () => {
    const onClose = vi.fn();
    const { location } = await renderApp(<Dialog title="T" onClose={onClose} />, {
      route: '/cart',
    });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/cart');
  });

  it('goes to login with the first button when redirect is set', async () => {
    const { location } = await renderApp(<Dialog title="T" redirect primaryLabel="Login Now" />, {
      route: '/cart',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Login Now' }));
    expect(location()).toBe('/login');
  });

  it('raises the secondary event from the second button without closing', async () => {
    const onSecondary = vi.fn();
    await renderApp(<Dialog title="T" secondaryLabel="Back" onSecondary={onSecondary} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onSecondary).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is not dismissed by an outside click or by Escape without a close icon', async () => {
    await renderApp(<Dialog title="T" />);
    await userEvent.click(document.body);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes with its close icon and with Escape when the icon is shown', async () => {
    await renderApp(<Dialog title="T" showCloseIcon />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await renderApp(<Dialog title="U" showCloseIcon />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'U' })).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    await renderApp(<Dialog title="T" secondaryLabel="Second" showCloseIcon />);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
  });

  it('shows nothing when a parent passes open=false, and no image when image is null', async () => {
    await renderApp(<Dialog title="Hidden" open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await renderApp(<Dialog title="Plain" image={null} />);
    expect(screen.getByRole('dialog').querySelector('svg, img')).toBeNull();
  });
});
