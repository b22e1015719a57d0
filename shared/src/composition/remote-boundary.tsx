import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the children after a render error; `reset` re-mounts them. */
  fallback: (reset: () => void) => ReactNode;
  /** Changing this key (e.g. the route) clears an error. */
  resetKey?: string;
  /** Told of each render error (the shell reports it as a failed load of the remote, phase `render`). */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a crashing remote inside its own box: header, footer and other routes stay up. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A federated module failed to render', error, info.componentStack);
    this.props.onError?.(error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
