import { Component, type ReactNode } from 'react';
import { ScriptErrorPage } from './ScriptErrorPage';

interface State {
  error: Error | null;
}

/** The 500 page for script errors on pages outside the main layout (the layout has its own). */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    if (this.state.error)
      return <ScriptErrorPage error={this.state.error} resetErrorBoundary={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
