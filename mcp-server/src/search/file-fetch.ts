/**
 * A `fetch` for the browser's shard loader (src/search/client.ts) that reads the build's files: the server
 * downloads the index exactly as the dialog does, manifest first, then each version's shards.
 */
import {readFile} from 'node:fs/promises';
import type {FetchLike} from '../../../src/search/client';

export const fileFetch: FetchLike = async (file) => {
  try {
    const text = await readFile(file, 'utf8');
    return {ok: true, status: 200, json: async () => JSON.parse(text) as unknown};
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return {ok: false, status: missing ? 404 : 500, json: async () => null};
  }
};
