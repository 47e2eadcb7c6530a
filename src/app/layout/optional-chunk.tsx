import { Component, Suspense, type ReactNode } from 'react';

class DropOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Around a lazily loaded part of the shell that the page works without (footer, account menu):
 * nothing while it loads, and nothing if its chunk cannot load (offline), instead of an error.
 */
export function OptionalChunk({ children }: { children: ReactNode }) {
  return (
    <DropOnError>
      <Suspense fallback={null}>{children}</Suspense>
    </DropOnError>
  );
}
