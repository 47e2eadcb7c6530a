import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/styles/theme';
import { renderApp } from '@/testing/render-app';
import { Facts } from './facts';

const pairs = (
  <>
    <dt>Cost</dt>
    <dd>3,000 IQD</dd>
  </>
);

describe('Facts', () => {
  it('pairs each label with its value in a description list', async () => {
    await renderApp(<Facts aria-label="figures">{pairs}</Facts>);
    const list = screen.getByLabelText('figures');
    expect(list.tagName).toBe('DL');
    expect(screen.getByRole('term')).toHaveTextContent('Cost');
    expect(screen.getByRole('definition')).toHaveTextContent('3,000 IQD');
  });

  it('mutes the label and weights the value: medium, or bold when strong', async () => {
    const { unmount } = await renderApp(<Facts>{pairs}</Facts>);
    expect(getComputedStyle(screen.getByRole('term')).color).not.toBe('');
    expect(getComputedStyle(screen.getByRole('definition')).fontWeight).toBe(
      String(theme.fontWeights.medium),
    );
    unmount();
    await renderApp(<Facts $strong>{pairs}</Facts>);
    expect(getComputedStyle(screen.getByRole('definition')).fontWeight).toBe(
      String(theme.fontWeights.bold),
    );
  });
});
