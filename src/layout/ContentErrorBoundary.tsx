import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorPage } from '../errors/ErrorPage';

interface Props {
  /** A new value (the next page) clears the error. */
  resetKey: string;
  children: ReactNode;
}

class Boundary extends Component<Props, { error?: unknown }> {
  state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error !== undefined) this.setState({ error: undefined });
  }

  render() {
    return this.state.error === undefined ? this.props.children : <ErrorPage error={this.state.error} />;
  }
}

/** A screen that throws shows the error page (docs/domain.md "Errors and notifications") inside the shell, so the menu still leads elsewhere. */
export const ContentErrorBoundary = ({ children }: { children: ReactNode }) => (
  <Boundary resetKey={useLocation().pathname}>{children}</Boundary>
);
