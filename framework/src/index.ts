/**
 * The framework harness's public module: the real 1.x built from source (`ensureFramework`), the reader's
 * project it is installed into, the Node 24 it runs on, and the services some pages need (`startRedis`).
 * Run-time facts, the example checks and the known-issue reproductions all go through here.
 */
import {ensurePackedFramework, type PackedFramework} from './build';
import {ensureConsumer, type ConsumerOptions, type ConsumerProject} from './consumer';

export {FRAMEWORK_NODE_VERSION, ensureFrameworkNode, frameworkNodeEnv} from './node24';
export {publishedPackages, readCatalogs, type PackedFramework, type PackedPackage} from './build';
export {ensurePublishedProject, installSpecifiers, type ConsumerOptions, type ConsumerProject} from './consumer';
export {transpileFile, transpileFolder, transpileToJs} from './transpile';
export {startRedis, type RedisServer} from './services/redis';
export {ensureDebianPackage} from './services/debian';
export {freePort} from './services/free-port';
export {runOnFrameworkNode, type FrameworkRun} from './run';
export {declaredRanges, importedPackages, undeclaredImports, type DeclaredRange} from './ranges';
export {DOCUMENTED_COMMIT} from './commit';
export {findSnapshot} from './source';
export {SITE_DIR} from './paths';
export {declaredInstalls, prepareWorkFolder, runReproduction, type ReaderProject} from './known-issues/run';
export {describeFailure, isFailure, summaryLine, type IssueOutcome} from './known-issues/outcome';

export interface Framework {
  packed: PackedFramework & {packsDir: string; sourceDir: string; reused: boolean};
  consumer: ConsumerProject;
}

export interface EnsureFrameworkOptions extends ConsumerOptions {
  /** Full commit of the framework's source. */
  commit: string;
}

/** The framework at `commit`, packed and installed into a reader's project (both cached). */
export function ensureFramework(options: EnsureFrameworkOptions): Framework {
  const packed = ensurePackedFramework({commit: options.commit, log: options.log});
  const consumer = ensureConsumer(packed, options);
  return {packed, consumer};
}
export {installBotKit} from './install-bot-kit';
/** The offline bot kit's API, for code that loads the kit where installBotKit wrote it (plain JS in a reader's project). */
export type {Dispatch, OfflineBot, RawMessage, RecordedRequest, OfflineWorld} from './bot-kit/index';
export type BotKitModule = typeof import('./bot-kit/index');
