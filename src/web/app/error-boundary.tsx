import { Component, type ReactNode } from 'react';
import { ErrorPage } from './error-page.tsx';

interface Props {
  /** The location's key: moving to another page clears a shown error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  errorKey: string | null;
}

/** An unexpected render error anywhere below shows the full 'Algo deu errado' page (docs/screens.md). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorKey: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error !== null && state.errorKey === null) return { errorKey: props.resetKey };
    if (state.error !== null && state.errorKey !== props.resetKey) return { error: null, errorKey: null };
    return null;
  }

  override componentDidCatch(error: unknown): void {
    console.error('Unexpected render error', error);
  }

  override render() {
    if (this.state.error !== null) return <ErrorPage error={this.state.error} />;
    return this.props.children;
  }
}
