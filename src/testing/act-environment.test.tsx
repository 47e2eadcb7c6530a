import { render, screen } from '@testing-library/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { takeConsoleCalls } from './console-guard';

// A screen whose lazy chunk finishes loading after its test ended (a slow import on a loaded
// machine) pings its unmounted root; React warns about it only in an act environment.
let finishLoading = () => {};
const chunk = new Promise<{ default: () => React.JSX.Element }>((resolve) => {
  finishLoading = () => resolve({ default: () => <p>Loaded</p> });
});
const Slow = lazy(() => chunk);

describe('a test that ends while a lazy chunk loads', () => {
  // Runs after the set-up's cleanup of the test below: the chunk arrives between tests.
  afterAll(async () => {
    finishLoading();
    await chunk;
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('shows the fallback', () => {
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Slow />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });
});

describe('the next test', () => {
  it('is not failed by the old screen’s late chunk', () => {
    expect(screen.queryByText('Loaded')).not.toBeInTheDocument();
  });
});

function LateUpdate() {
  const [text, setText] = useState('Before');
  useEffect(() => void setTimeout(() => setText('After'), 0), []);
  return <p>{text}</p>;
}

describe('during a test', () => {
  it('an update outside act() is recorded, and so fails the test', async () => {
    render(<LateUpdate />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Taken here so that this test passes; the set-up would fail it with this message.
    expect(takeConsoleCalls()).toEqual([
      expect.stringContaining('inside a test was not wrapped in act(...)'),
    ]);
  });
});
