import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteError } from './RouteError';

interface Props {
  /** The address shown; going elsewhere clears the error, as a visitor expects of a new page. */
  locationKey: string;
  children: ReactNode;
}

class Boundary extends Component<Props, { error: unknown; at: string | null }> {
  override state: { error: unknown; at: string | null } = { error: null, at: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; at: string | null }) {
    if (state.error === null) return { at: props.locationKey };
    return state.at === props.locationKey ? null : { error: null, at: props.locationKey };
  }

  override render() {
    return this.state.error === null ? (
      this.props.children
    ) : (
      <RouteError error={this.state.error} />
    );
  }
}

/**
 * What a page that fails to draw (a module that cannot load, a bug) shows instead of the whole app:
 * RouteError, until the visitor goes to another address.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary locationKey={useLocation().key}>{children}</Boundary>;
}
