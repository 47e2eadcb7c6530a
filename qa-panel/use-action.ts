import { useCallback, useRef, useState } from 'react';

export interface ActionState {
  busy: boolean;
  /** What the last action answered, or why it failed. */
  note: string | null;
  failed: boolean;
}

/**
 * Runs one control call at a time and keeps its outcome as a short note for the panel. A second
 * press while one runs is ignored: buttons stay enabled, so the focused one keeps the focus.
 */
export function useAction() {
  const [state, setState] = useState<ActionState>({ busy: false, note: null, failed: false });
  const running = useRef(false);
  const run = useCallback(async (action: () => Promise<string>) => {
    if (running.current) return;
    running.current = true;
    setState({ busy: true, note: null, failed: false });
    try {
      setState({ busy: false, note: await action(), failed: false });
    } catch (error) {
      setState({
        busy: false,
        note: error instanceof Error ? error.message : String(error),
        failed: true,
      });
    } finally {
      running.current = false;
    }
  }, []);
  return { ...state, run };
}
