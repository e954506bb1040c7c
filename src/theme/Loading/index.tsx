/**
 * Replaces Docusaurus's fallback Loading (white on #fa383e, 3.6:1, and a Retry that only retries the
 * download): a load error shows its text and a Retry button that reloads the page (site spec), in
 * accessible colours; the spinner after the 200 ms delay is announced politely.
 */
import React, {type ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';

export default function Loading({error, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <div className="alert alert--danger margin--lg" role="alert">
        <p>{String(error)}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Retry
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className="ck-loading" role="status">
        <span className="ck-loading__spinner" aria-hidden="true" />
        <span className="sr-only">Loading…</span>
      </div>
    );
  }
  return null;
}
