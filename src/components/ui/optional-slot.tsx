import { Component, Suspense, type ReactNode } from 'react';
import { useFirstPass } from '@/lib/first-pass';

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
  // Left out of a prerendered page's first pass (decision 0232): it loads after the page.
  if (useFirstPass()) return null;
  return (
    <DropOnError>
      <Suspense fallback={null}>{children}</Suspense>
    </DropOnError>
  );
}
