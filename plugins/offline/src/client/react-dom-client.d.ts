/** The part of react-dom/client the update offer uses (the site has no @types/react-dom). */
declare module 'react-dom/client' {
  import type {ReactNode} from 'react';

  export function createRoot(container: Element): {render(children: ReactNode): void; unmount(): void};
}
