import type { ActionState } from './use-action';
import { Note } from './qa-styles';

/** The outcome of a section's last call, read out by screen readers as it changes. */
export function ActionNote({ note, failed }: Pick<ActionState, 'note' | 'failed'>) {
  return (
    <Note role="status" $error={failed}>
      {note ?? ''}
    </Note>
  );
}
