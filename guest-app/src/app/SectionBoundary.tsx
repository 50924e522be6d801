import { Component, Suspense, type ReactNode } from 'react';
import { ErrorState, Spinner, Stack } from '@soglia/ui-kit';

interface SectionBoundaryProps {
  loadingLabel: string;
  errorTitle: string;
  errorMessage: string;
  retryLabel: string;
  /** Called before trying again (resets the failed lazy chunk). */
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Around a lazy section: a spinner while its code downloads, and when the download fails (a weak
 * connection) a message with "Try again" instead of a blank dashboard.
 */
export class SectionBoundary extends Component<SectionBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('A section of the guest dashboard failed', error);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  render() {
    const { loadingLabel, errorTitle, errorMessage, retryLabel, children } = this.props;
    if (this.state.failed) {
      return (
        <ErrorState
          title={errorTitle}
          message={errorMessage}
          actionLabel={retryLabel}
          onAction={this.retry}
        />
      );
    }
    return (
      <Suspense
        fallback={
          <Stack align="center" padding="xl">
            <Spinner size="lg" label={loadingLabel} />
          </Stack>
        }
      >
        {children}
      </Suspense>
    );
  }
}
