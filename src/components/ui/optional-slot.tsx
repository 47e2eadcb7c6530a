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
 * Around a lazily loaded part that the page works without (footer, account menu, favourites, play
 * ahead, the win notice): nothing while its chunk loads, nothing if it cannot load (offline),
 * never an error page.
 */
export function OptionalSlot({ children }: { children: ReactNode }) {
  return (
    <DropOnError>
      <Suspense fallback={null}>{children}</Suspense>
    </DropOnError>
  );
}
