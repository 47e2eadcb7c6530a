import type { ComponentProps, ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Button } from '../button';

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'children'> & {
  children: ReactNode;
  /** Shown while the form's submit (its request) runs. */
  pendingLabel?: ReactNode;
  /** Pending for a reason the form does not know (a mutation started elsewhere). */
  pending?: boolean;
};

/**
 * The form's submit button: disabled and saying so while the submit runs, so a second click
 * cannot send twice (the Form also drops a submit while one runs).
 */
export function SubmitButton({
  children,
  pendingLabel,
  pending,
  disabled,
  ...rest
}: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  const busy = Boolean(pending) || isSubmitting;
  return (
    <Button type="submit" disabled={busy || disabled} aria-busy={busy || undefined} {...rest}>
      {busy && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
