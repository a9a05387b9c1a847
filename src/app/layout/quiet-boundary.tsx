import { Component, type ReactNode } from 'react';

/**
 * Renders nothing in place of a part that failed (a chunk that did not load, a render error): for extras such as real-time
 * delivery, whose loss must never take the page down with it.
 */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
