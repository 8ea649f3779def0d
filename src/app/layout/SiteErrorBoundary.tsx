import { Component, type ReactNode } from 'react';
import { ApiNetworkError, ApiResponseError } from '../../lib/api';

interface Props {
  /** Shown when the firm's data could not be loaded. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Catches a failed GET /api/site (the app cannot show anything without the firm's data) and shows
 * `fallback`. Any other error is thrown on to the router's error page (RouteError), so a broken
 * page is never mistaken for an unavailable service.
 */
export class SiteErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('API request error', error);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof ApiResponseError || error instanceof ApiNetworkError) {
      return this.props.fallback;
    }
    throw error;
  }
}
