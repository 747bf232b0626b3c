import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  tag: string;
  children: ReactNode;
}

/**
 * A widget that throws renders nothing and logs one error naming its tag,
 * so one broken section never takes the rest of the page down.
 */
export class WidgetBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, _info: ErrorInfo) {
    console.error(`<${this.props.tag}> failed to render and was hidden: ${error.message}`);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
