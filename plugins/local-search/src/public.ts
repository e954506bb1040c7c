/** What other units may use of the search indexer: reading records from a build, its defaults, shards and cache. */
export {collectRecords} from './collect';
export {routeFromFile} from './extract';
export {DEFAULT_OPTIONS} from './options';
export {buildShards} from './shards';
export {RecordCache} from './record-cache';
