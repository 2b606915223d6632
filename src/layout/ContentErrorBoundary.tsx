import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorPage } from '../errors/ErrorPage';
import { keepUnsavedInput } from '../providers/unsavedInput';

interface Props {
  /** A new value (the next page) clears the error. */
  resetKey: string;
  children: ReactNode;
}

class Boundary extends Component<Props, { error?: unknown }> {
  state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    // Before the failed page goes: what its forms hold unsaved comes back with it (a retry, or
    // a later visit of the same page).
    keepUnsavedInput();
    return { error };
  }

  componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error !== undefined) this.setState({ error: undefined });
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    return <ErrorPage error={this.state.error} onRetry={() => this.setState({ error: undefined })} />;
  }
}

/**
 * A screen that throws shows the error page (docs/domain.md "Errors and notifications") inside
 * the shell, so the menu still leads elsewhere; trying again shows the screen anew, with the
 * input its forms held (docs/architecture.md "Unsaved input").
 */
export const ContentErrorBoundary = ({ children }: { children: ReactNode }) => (
  <Boundary resetKey={useLocation().pathname}>{children}</Boundary>
);
