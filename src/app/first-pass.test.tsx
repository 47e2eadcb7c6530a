import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dropFirstPassQueries, firstPassClient } from '@/lib/query/first-pass';
import { FirstPass, useFirstPass } from './first-pass';

function Jackpot() {
  const firstPass = useFirstPass();
  const fetched = vi.fn(async () => 'fresh');
  const { data } = useQuery({ queryKey: ['jackpot'], queryFn: fetched, staleTime: Infinity });
  return (
    <p>
      {firstPass ? 'first pass' : 'after'}: {data ?? 'skeleton'}
    </p>
  );
}

describe('FirstPass', () => {
  it('renders as the build did (no data, no fetch) until the start data is in, then with it', async () => {
    const real = new QueryClient();
    real.setQueryData(['jackpot'], 'saved');
    let started = () => undefined as void;
    const until = new Promise<void>((resolve) => (started = resolve));
    const onEnd = vi.fn(() => dropFirstPassQueries(real));
    render(
      <QueryClientProvider client={real}>
        <FirstPass pass={{ client: firstPassClient(real), until, onEnd }}>
          <Jackpot />
        </FirstPass>
      </QueryClientProvider>,
    );
    expect(screen.getByText('first pass: skeleton')).toBeInTheDocument();
    expect(real.isFetching()).toBe(0);

    await act(async () => started());
    expect(await screen.findByText('after: saved')).toBeInTheDocument();
    expect(onEnd).toHaveBeenCalledOnce();
    expect(real.getQueryCache().getAll()).toHaveLength(1);
  });

  it('is no pass at all without one (a client render)', () => {
    const real = new QueryClient();
    real.setQueryData(['jackpot'], 'saved');
    render(
      <QueryClientProvider client={real}>
        <FirstPass>
          <Jackpot />
        </FirstPass>
      </QueryClientProvider>,
    );
    expect(screen.getByText('after: saved')).toBeInTheDocument();
  });
});
