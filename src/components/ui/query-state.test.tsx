import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { QueryState } from './query-state';

const query = <T,>(over: Partial<{ data: T; isPending: boolean; isError: boolean }>) => ({
  data: undefined,
  isPending: false,
  isError: false,
  refetch: vi.fn(() => Promise.resolve()),
  ...over,
});

describe('QueryState', () => {
  it('shows a labelled spinner while pending, and no content', async () => {
    await renderApp(<QueryState query={query({ isPending: true })}>content</QueryState>);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByText('content')).not.toBeInTheDocument();
  });

  it('shows a placeholder block of the given size while pending', async () => {
    await renderApp(<QueryState query={query({ isPending: true })} skeletonSize="240px" />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toHaveStyle({ blockSize: '240px' });
  });

  it('says what failed and retries with the button', async () => {
    const failed = query({ isError: true });
    await renderApp(<QueryState query={failed} errorText="Could not load" retryText="Retry" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty text instead of the content when the data holds nothing', async () => {
    await renderApp(
      <QueryState query={query({ data: [] })} isEmpty={(d) => d.length === 0} emptyText="None yet">
        content
      </QueryState>,
    );
    expect(screen.getByText('None yet')).toBeInTheDocument();
    expect(screen.queryByText('content')).not.toBeInTheDocument();
  });

  it('renders the content from the data once it is there', async () => {
    await renderApp(
      <QueryState query={query({ data: ['a', 'b'] })} isEmpty={(d) => d.length === 0}>
        {(items) => <p>{items.join(', ')}</p>}
      </QueryState>,
    );
    expect(screen.getByText('a, b')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
