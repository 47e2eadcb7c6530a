import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import {
  dataSaverChoice,
  isDataSaverOn,
  savedPollInterval,
  setDataSaverChoice,
  useDataSaver,
} from './data-saver';

class FakeConnection extends EventTarget {
  saveData = false;
}

const withConnection = (saveData: boolean) => {
  const network = new FakeConnection();
  network.saveData = saveData;
  Object.defineProperty(navigator, 'connection', { value: network, configurable: true });
  return network;
};

afterEach(() => {
  localStorage.removeItem(STORAGE_KEYS.dataSaver);
  Reflect.deleteProperty(navigator, 'connection');
});

describe('data saver', () => {
  it('is off by default and follows the browser when the player has not chosen', () => {
    expect(isDataSaverOn()).toBe(false);
    withConnection(true);
    expect(dataSaverChoice()).toBe('auto');
    expect(isDataSaverOn()).toBe(true);
  });

  it("lets the player's switch win over the browser both ways", () => {
    withConnection(true);
    setDataSaverChoice('off');
    expect(isDataSaverOn()).toBe(false);
    setDataSaverChoice('on');
    expect(localStorage.getItem(STORAGE_KEYS.dataSaver)).toBe('on');
    setDataSaverChoice('auto');
    expect(localStorage.getItem(STORAGE_KEYS.dataSaver)).toBeNull();
  });

  it('tells its readers of a change of the switch and of the connection', () => {
    const network = withConnection(false);
    const { result } = renderHook(() => useDataSaver());
    expect(result.current).toBeNull();
    act(() => setDataSaverChoice('on'));
    expect(result.current).toBe('setting');
    act(() => setDataSaverChoice('auto'));
    expect(result.current).toBeNull();
    network.saveData = true;
    act(() => void network.dispatchEvent(new Event('change')));
    expect(result.current).toBe('browser');
  });

  it('slows polling three times while it is on', () => {
    expect(savedPollInterval(30_000)).toBe(30_000);
    setDataSaverChoice('on');
    expect(savedPollInterval(30_000)).toBe(90_000);
  });
});
