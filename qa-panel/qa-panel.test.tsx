import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/styles';
import { controlBaseUrl, type Scenario, type ScenarioBody } from './control-client';
import { QaPanel } from './qa-panel';
import { SCENARIO, stubClient } from './test-client';

const scenario = SCENARIO;

function renderPanel(client = stubClient({ getScenario: vi.fn(() => Promise.resolve(scenario)) })) {
  render(
    <ThemeProvider theme={theme}>
      <QaPanel client={client} />
    </ThemeProvider>,
  );
  return client;
}

describe('QaPanel', () => {
  it('opens from its button into a labelled dialog with focus inside, and Escape closes it', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'QA' }));
    const dialog = screen.getByRole('dialog', { name: 'QA panel' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await screen.findByText('Scenario loaded');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'QA' })).toHaveFocus());
  });

  it('keeps Tab inside the drawer', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'QA' }));
    await screen.findByText('Scenario loaded');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(close).not.toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('applies the scenario flags QA changed in one call', async () => {
    const user = userEvent.setup();
    const setScenario = vi.fn((flags: ScenarioBody) =>
      Promise.resolve({ ...scenario, ...flags } as Scenario),
    );
    renderPanel(stubClient({ getScenario: vi.fn(() => Promise.resolve(scenario)), setScenario }));
    await user.click(screen.getByRole('button', { name: 'QA' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Geo-blocked' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Deposit outcome' }), 'timeout');
    await user.type(screen.getByRole('spinbutton', { name: /Spending limit/ }), '5000');
    await user.click(screen.getByRole('button', { name: 'Apply scenario' }));
    expect(await screen.findByText('Scenario applied')).toBeInTheDocument();
    // The form's flags only: failNext and the liability cap stay as Refusals or the fake set them.
    expect(setScenario).toHaveBeenCalledWith({
      geoBlocked: true,
      depositOutcome: 'timeout',
      payoutOutcome: 'success',
      soldOut: 'none',
      spendingLimitIqd: 5000,
      latencyMs: 0,
    });
  });

  it('says why the fake refused a call', async () => {
    const user = userEvent.setup();
    renderPanel(
      stubClient({ getScenario: vi.fn(() => Promise.reject(new Error('GET /scenario: 500'))) }),
    );
    await user.click(screen.getByRole('button', { name: 'QA' }));
    expect(await screen.findByText('GET /scenario: 500')).toBeInTheDocument();
  });
});

it('closes on Escape when focus has left the drawer', async () => {
  const user = userEvent.setup();
  renderPanel();
  await user.click(screen.getByRole('button', { name: 'QA' }));
  await screen.findByText('Scenario loaded');
  (document.activeElement as HTMLElement).blur();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

describe('controlBaseUrl', () => {
  it('puts the control API beside the lottery API, in the default world or a named one', () => {
    expect(controlBaseUrl('http://127.0.0.1:4000/lottery')).toBe('http://127.0.0.1:4000/__control');
    expect(controlBaseUrl('http://127.0.0.1:4000/w/abc/lottery/')).toBe(
      'http://127.0.0.1:4000/w/abc/__control',
    );
  });
});
