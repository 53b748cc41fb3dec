import { Component, type ReactNode } from 'react';

/**
 * Around a component another remote shares (the FAQ section on the ordering pages): if it throws while it
 * renders, it is left out and said in the console, and the page around it (the checkout, the payment) stays.
 */
export class SharedModuleBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    console.warn(`The shared ${this.props.name} failed and is left out:`, error.message);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
