import { useTranslation } from '../i18n';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';

/** Props of {@link LoadBoundary}. */
export interface LoadBoundaryProps {
  /** What is loading, for the notice: 'the chart', 'this dialog'. */
  what: string;
  /** Shown while the part's script loads. */
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * A part whose script loads on demand (React.lazy): shows `fallback` while it
 * loads and, if the script cannot be fetched (offline before the app was kept
 * for offline use, a new release replacing old files), a notice in its place
 * instead of taking the whole screen down.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`Could not load ${this.props.what}:`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <p className="tl-muted" role="status" data-testid="load-failed">
          <LoadFailed what={this.props.what} />
        </p>
      );
    }
    return <Suspense fallback={this.props.fallback}>{this.props.children}</Suspense>;
  }
}

/** The failure notice in the interface's language. */
function LoadFailed({ what }: { what: string }) {
  const { t } = useTranslation();
  return <>{t('loadFailed', { what })}</>;
}
