import { Component, type ReactNode } from 'react';
import { ApiFailureDialog } from '../dialogs/api-failure-dialog';

/** A page that fails to load or render shows the API-failure dialog (try again / back to home). */
export class PageErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    // Navigating elsewhere gives the next page a fresh start.
    if (previous.resetKey !== this.props.resetKey && this.state.failed)
      this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <ApiFailureDialog /> : this.props.children;
  }
}
