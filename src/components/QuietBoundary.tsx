import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the children after an error (default: nothing). */
  fallback?: ReactNode;
  /** What failed, for the console. */
  what: string;
  children: ReactNode;
}

/**
 * Keeps a failure in a non-essential part (a lazily loaded dialog or block whose chunk could not
 * be fetched, e.g. after a new release replaced it) from taking the whole page down: the part is
 * left out and the error logged; the rest of the page keeps working.
 */
export class QuietBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`${this.props.what} could not be shown`, error);
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
