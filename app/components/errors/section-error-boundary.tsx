import { Component, type ErrorInfo, type ReactNode } from "react";

interface Props {
  section: string;
  children: ReactNode;
}

/** Contains a failure to one part of a page; the rest of the page keeps working. */
export class SectionErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Error in ${this.props.section}`, error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm">
        <p className="font-semibold text-destructive">Error in {this.props.section}</p>
        <p className="mt-1 text-muted-foreground">{this.state.error.message}</p>
        <button
          type="button"
          className="mt-2 font-medium text-primary underline-offset-4 hover:underline"
          onClick={() => this.setState({ error: null })}
        >
          Try Again
        </button>
      </div>
    );
  }
}
