import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { normalizeDigitString, validateVerificationCode } from '@/lib/validation';
import { renderApp } from '@/testing/render-app';
import { Form, rule, SubmitButton, TextField } from '.';

type Values = { code: string };
const codeRule = rule<Values>((value) => validateVerificationCode(value));

/** A one-field form as the app writes them: a code that normalises what is typed. */
function CodeForm(props: { onValid: (values: Values) => unknown; announceErrors?: boolean }) {
  const form = useForm<Values>({ mode: 'onTouched', defaultValues: { code: '' } });
  return (
    <Form form={form} onValid={props.onValid} announceErrors={props.announceErrors}>
      <TextField<Values>
        name="code"
        rules={codeRule}
        normalize={normalizeDigitString}
        label="Code"
        hint="Six digits"
      />
      <SubmitButton pendingLabel="Sending…">Send</SubmitButton>
    </Form>
  );
}

describe('form kit', { timeout: 20_000 }, () => {
  it('shows the translated message, marks the field invalid and announces it', async () => {
    const onValid = vi.fn();
    await renderApp(<CodeForm onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), '12');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const code = screen.getByLabelText('Code');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription('Six digits The code has 6 digits.');
    expect(screen.getByRole('alert')).toHaveTextContent('The code has 6 digits.');
    expect(code).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('leaves announcing to the form when it has its own summary', async () => {
    await renderApp(<CodeForm onValid={vi.fn()} announceErrors={false} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(
      'Six digits This field is required.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('turns digits typed on an Arabic or Sorani keyboard into Western ones', async () => {
    const onValid = vi.fn();
    await renderApp(<CodeForm onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), '١٢٣ ۴۵۶');
    expect(screen.getByLabelText('Code')).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ code: '123456' });
  });

  it('is pending and disabled while the submit runs, and sends once for two clicks', async () => {
    let finish: () => void = () => undefined;
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderApp(<CodeForm onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    const send = screen.getByRole('button', { name: 'Send' });
    await act(async () => {
      // Two submits in the same task: the second is dropped before React re-renders.
      fireEvent.click(send);
      fireEvent.click(send);
    });
    const pending = screen.getByRole('button', { name: 'Sending…' });
    expect(pending).toBeDisabled();
    expect(onValid).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
