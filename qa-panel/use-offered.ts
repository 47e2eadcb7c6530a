import { useEffect, useState } from 'react';
import { isNotOffered } from './control-error';

/**
 * Loads a section's list when the panel opens. A 404 means this fake does not offer the call
 * (an older fake, or the in-browser one): the section hides itself instead of showing an error.
 */
export function useOffered<T>(load: () => Promise<T>) {
  const [state, setState] = useState<{ offered: boolean; data: T | null; error: string | null }>({
    offered: true,
    data: null,
    error: null,
  });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ offered: true, data, error: null }),
      (error: unknown) =>
        live &&
        setState({
          offered: !isNotOffered(error),
          data: null,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      live = false;
    };
    // `load` is a new closure each render; `version` is what asks for a reload.
  }, [version]);
  return { ...state, reload: () => setVersion((v) => v + 1) };
}
