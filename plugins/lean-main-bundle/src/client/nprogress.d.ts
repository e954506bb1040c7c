// nprogress ships no types; the stand-in client module uses three of its functions.
declare module 'nprogress' {
  export function configure(options: {showSpinner: boolean}): unknown;
  export function start(): unknown;
  export function done(): unknown;
}
