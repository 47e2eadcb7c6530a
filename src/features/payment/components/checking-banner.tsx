import { Backdrop, Panel } from '@/components/ui/dialog-frame';
import { Spinner } from '@/components/ui/spinner';

/**
 * While the backend is asked for the outcome (a few seconds at most): a modal-looking panel, so
 * the page behind does not suggest that anything is settled yet.
 */
export function CheckingBanner({ text }: { text: string }) {
  return (
    <Backdrop>
      <Panel role="status" aria-live="polite">
        <Spinner label={text} />
        <p>{text}</p>
      </Panel>
    </Backdrop>
  );
}
