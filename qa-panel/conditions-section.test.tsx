import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/styles';
import { ConditionsSection } from './conditions-section';
import { stubClient } from './test-client';

describe('the network and payments section', () => {
  it('switches presets and outages on, and links the journal as HAR', async () => {
    const user = userEvent.setup();
    const setNetwork = vi.fn(() => Promise.resolve({ shutdownNow: 'exam-shutdown-federal' }));
    const setPaymentOutages = vi.fn(() => Promise.resolve({}));
    render(
      <ThemeProvider theme={theme}>
        <ConditionsSection client={stubClient({ setNetwork, setPaymentOutages })} />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('checkbox', { name: /Exam shutdown \(federal\)/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Flaky' }));
    await user.click(screen.getByRole('button', { name: 'Apply presets' }));
    expect(setNetwork).toHaveBeenCalledWith([{ name: 'exam-shutdown-federal' }, { name: 'flaky' }]);
    expect(await screen.findByText(/shut down now \(exam-shutdown-federal\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'FIB card rail down' }));
    await user.click(screen.getByRole('checkbox', { name: 'Qi Card slow' }));
    await user.click(screen.getByRole('button', { name: 'Apply outages' }));
    expect(setPaymentOutages).toHaveBeenCalledWith([
      { paymentMethod: 'FIB', rail: 'CARD', state: 'DOWN' },
      { paymentMethod: 'QI_CARD', state: 'SLOW' },
    ]);
    expect(screen.getByRole('link', { name: 'Journal as HAR' })).toHaveAttribute(
      'href',
      'http://fake.test/__control/journal/har',
    );
  });
});
