/** The one local client of the page, pointed at <baseUrl>search/ (browser only). */
import siteConfig from '@generated/docusaurus.config';
import {createLocalSearchClient, createShardLoader, type LocalSearchClient} from './client';
import {takeEarlyResponse} from './early-download';

let shared: LocalSearchClient | null = null;

export function getLocalSearchClient(): LocalSearchClient {
  shared ??= createLocalSearchClient(
    // A download prefetch.ts started before this code loaded is taken over, not requested twice.
    createShardLoader(`${siteConfig.baseUrl}search/`, (url, init) => takeEarlyResponse(url) ?? fetch(url, init)),
    'local',
    'local',
  );
  return shared;
}
