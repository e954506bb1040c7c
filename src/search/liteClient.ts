/**
 * Stands in for `algoliasearch/lite` in local mode (bundler alias set by plugins/local-search):
 * the theme's /search page calls `liteClient(appId, apiKey)` and gets the local client.
 */
import {getLocalSearchClient} from './runtime';
import type {LocalSearchClient} from './client';

export function liteClient(_appId?: string, _apiKey?: string, _options?: unknown): LocalSearchClient {
  return getLocalSearchClient();
}

export const apiClientVersion = 'local';
export default liteClient;
