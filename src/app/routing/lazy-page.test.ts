import { describe, expect, it, vi } from 'vitest';
import { loadWithReloadOnce } from './lazy-page';

const Page = () => null;

describe('loadWithReloadOnce', () => {
  it('returns the module and clears the reload flag when the chunk loads', async () => {
    sessionStorage.setItem('chunkReloaded', '1');
    const reload = vi.fn();
    await expect(loadWithReloadOnce(async () => ({ default: Page }), reload)).resolves.toEqual({
      default: Page,
    });
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('chunkReloaded')).toBeNull();
  });

  it('reloads the page once when the chunk fails', async () => {
    const reload = vi.fn();
    const failing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    void loadWithReloadOnce(failing, reload);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem('chunkReloaded')).toBe('1');
  });

  it('does not reload again after a reload: the error goes to the error boundary', async () => {
    sessionStorage.setItem('chunkReloaded', '1');
    const reload = vi.fn();
    const error = new TypeError('Failed to fetch dynamically imported module');
    await expect(loadWithReloadOnce(() => Promise.reject(error), reload)).rejects.toBe(error);
    expect(reload).not.toHaveBeenCalled();
  });
});
