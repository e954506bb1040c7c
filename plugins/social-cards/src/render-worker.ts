/** Worker thread of the card pool: renders the cards it is sent and returns the PNG bytes. */
import {parentPort} from 'node:worker_threads';
import {renderCard, type CardText} from './card';

parentPort!.on('message', async ({id, card}: {id: number; card: CardText}) => {
  try {
    const png = await renderCard(card);
    const bytes = new Uint8Array(png);
    parentPort!.postMessage({id, png: bytes}, [bytes.buffer]);
  } catch (error) {
    parentPort!.postMessage({id, error: (error as Error).stack ?? String(error)});
  }
});
