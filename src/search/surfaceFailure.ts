/**
 * Makes a failed search show DocSearch's own error screen.
 *
 * DocSearch 3.9 reacts to a rejected search with `.catch(e => { if (e.name === 'RetryError')
 * setStatus('error'); throw e })`, but autocomplete-core then resets the status to 'idle' in its
 * `finally` (and, with React 18+ batching, the error state is never painted: the reader sees
 * "No results for"). So for DocSearch only, a failure is delivered to its `.catch` handler after
 * autocomplete's stall timer (300 ms) has fired, and the rethrown error is kept pending instead of
 * rejecting: the status stays 'error' and DocSearch paints "Unable to fetch results". The next
 * keystroke starts a new search, which downloads the shard again.
 */

/** Longer than autocomplete-core's default stallThreshold (300 ms), so 'stalled' cannot overwrite 'error'. */
export const ERROR_DELIVERY_DELAY_MS = 350;

type Handler<T, R> = ((value: T) => R | PromiseLike<R>) | null | undefined;

export function surfaceFailure<T>(promise: Promise<T>, delayMs = ERROR_DELIVERY_DELAY_MS): Promise<T> {
  const deliverLater = <R>(onRejected: (reason: unknown) => R | PromiseLike<R>) =>
    new Promise<R>((resolve) => {
      promise.catch((reason: unknown) => {
        setTimeout(() => {
          try {
            resolve(onRejected(reason));
          } catch {
            // The handler set DocSearch's error status and rethrew: stay pending (see above).
          }
        }, delayMs);
      });
    });
  const thenable = {
    then<A = T, B = never>(onFulfilled?: Handler<T, A>, onRejected?: Handler<unknown, B>): Promise<A | B> {
      if (!onRejected) {
        return promise.then(onFulfilled);
      }
      return new Promise<A | B>((resolve, reject) => {
        promise.then(
          (value) => {
            try {
              resolve(onFulfilled ? onFulfilled(value) : (value as unknown as A));
            } catch (error) {
              reject(error);
            }
          },
          () => resolve(deliverLater(onRejected)),
        );
      });
    },
    catch<B = never>(onRejected?: Handler<unknown, B>): Promise<T | B> {
      if (!onRejected) {
        return promise;
      }
      return new Promise<T | B>((resolve) => {
        promise.then(resolve, () => resolve(deliverLater(onRejected)));
      });
    },
    finally(onFinally?: (() => void) | null): Promise<T> {
      return promise.finally(onFinally);
    },
    [Symbol.toStringTag]: 'Promise',
  };
  return thenable as unknown as Promise<T>;
}
