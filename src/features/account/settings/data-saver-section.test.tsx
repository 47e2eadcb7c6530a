import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { isDataSaverOn } from '@/lib/data-saver';
import { STORAGE_KEYS } from '@/lib/storage';
import { renderApp } from '@/testing/render-app';
import { DataSaverSection } from './data-saver-section';

afterEach(() => localStorage.removeItem(STORAGE_KEYS.dataSaver));

describe('DataSaverSection', () => {
  it("follows the browser by default and applies the player's choice at once", async () => {
    await renderApp(<DataSaverSection />);
    expect(screen.getByRole('radio', { name: "Follow my browser's data saver" })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Data saver is off.');

    await userEvent.click(screen.getByRole('radio', { name: 'On' }));
    expect(screen.getByRole('radio', { name: 'On' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Data saver is on.');
    expect(isDataSaverOn()).toBe(true);

    await userEvent.click(screen.getByRole('radio', { name: 'Off' }));
    expect(isDataSaverOn()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.dataSaver)).toBe('off');
  });
});
