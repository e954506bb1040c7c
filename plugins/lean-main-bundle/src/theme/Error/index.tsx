/**
 * The stock crash screen (Docusaurus's `@theme/Error`: "This page crashed" and "Try again" inside the
 * site layout), loaded when a page first crashes instead of with every page: it imports the whole layout.
 * If its code cannot be loaded either (the network is why the page crashed), a plain version of the same
 * screen is shown.
 */
import React, {Component, Suspense, lazy, type ReactNode} from 'react';
import type {Props} from '@theme/Error';

const StockError = lazy(() => import('@theme-init/Error'));

function PlainCrashScreen({error, tryAgain}: Props): ReactNode {
  return (
    <main style={{maxWidth: '80ch', margin: '0 auto', padding: '2rem 1rem'}}>
      <h1>This page crashed.</h1>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        Try again
      </button>
      <p style={{whiteSpace: 'pre-wrap'}}>{error.message}</p>
    </main>
  );
}

/** Shows `fallback` when loading the stock screen fails. */
class UnlessLoadFails extends Component<{fallback: ReactNode; children: ReactNode}, {failed: boolean}> {
  override state = {failed: false};

  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export default function Error(props: Props): ReactNode {
  return (
    <UnlessLoadFails fallback={<PlainCrashScreen {...props} />}>
      <Suspense fallback={null}>
        <StockError {...props} />
      </Suspense>
    </UnlessLoadFails>
  );
}
