/**
 * Renders cards on worker threads (resvg's rasteriser and PNG encoder are synchronous: on the main thread they
 * would run one card at a time). Workers load TypeScript through tsx's loader, as the site's scripts do. With a
 * pool size of 0, cards are rendered in this thread (satori and resvg are then loaded here, on first use).
 */
import type {Worker} from 'node:worker_threads';
import {startTsWorker} from '../../shared/ts-worker';
import type {CardText} from './card';

export interface CardRenderer {
  render(card: CardText): Promise<Buffer>;
  close(): Promise<void>;
}

type Pending = {resolve: (png: Buffer) => void; reject: (error: Error) => void};

export function createRenderer(size: number): CardRenderer {
  if (size <= 0) return {render: async (card) => (await import('./card')).renderCard(card), close: async () => undefined};
  const pending = new Map<number, Pending>();
  const queue: Array<{id: number; card: CardText}> = [];
  const idle: Worker[] = [];
  let nextId = 0;
  let failure: Error | undefined;
  const workers: Worker[] = [];
  const addWorker = () => {
    const worker = startTsWorker(new URL('./render-worker.ts', import.meta.url));
    worker.on('message', ({id, png, error}: {id: number; png?: Uint8Array; error?: string}) => {
      const job = pending.get(id)!;
      pending.delete(id);
      if (error !== undefined) job.reject(new Error(`social-cards: rendering failed: ${error}`));
      else job.resolve(Buffer.from(png!.buffer, png!.byteOffset, png!.byteLength));
      dispatch(worker);
    });
    worker.on('error', (error) => {
      // A dead worker would leave its job and the queue waiting for ever: fail everything, now and later.
      failure = new Error(`social-cards: a card worker stopped: ${error.message}`, {cause: error});
      for (const job of pending.values()) job.reject(failure);
      pending.clear();
      queue.length = 0;
    });
    workers.push(worker);
    dispatch(worker);
  };
  function dispatch(worker: Worker): void {
    const job = queue.shift();
    if (job) worker.postMessage(job);
    else idle.push(worker);
  }
  for (let index = 0; index < size; index++) addWorker();
  return {
    render(card) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        pending.set(id, {resolve, reject});
        queue.push({id, card});
        const worker = idle.pop();
        if (worker) dispatch(worker);
      });
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
