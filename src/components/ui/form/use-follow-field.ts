import { useEffect } from 'react';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/**
 * Revalidates `target` when `source` changes (a confirmation follows its password), but only once
 * the player has left the target or submitted: an untouched field shows no message.
 */
export function useFollowField<T extends FieldValues>(
  form: UseFormReturn<T>,
  source: Path<T>,
  target: Path<T>,
): void {
  const { control, trigger, getFieldState, formState } = form;
  const value = useWatch({ control, name: source });
  const { isSubmitted } = formState;
  useEffect(() => {
    if (isSubmitted || getFieldState(target).isTouched) void trigger(target);
  }, [value, isSubmitted, getFieldState, target, trigger]);
}
