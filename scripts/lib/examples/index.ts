/**
 * The examples toolkit: reads the code blocks of the docs pages, compiles them against the real packages of
 * their version (1.x: in a reader's project with the framework built from source), checks the 1.x install lines,
 * makes their JavaScript twins and runs them (0.1.10 with the published package, 1.x built from source). The site's
 * plugins (example-hovers), the checks
 * (check:examples, check:examples:run) and the benches use it through this module only.
 */
export * from './check';
export * from './check-installs';
export * from './install-lines';
export * from './reader-project';
export * from './extract';
export * from './javascript-twins';
export * from './run-v0';
export {pageProjects, offlineReason, type PageProject as PageProject1x, type PageProjects} from './run-1x/project';
export {prepareRunsFolder, runProject, type ProjectRun, type StepResult} from './run-1x/run';
export type {PageExpectations, RunStep, ReplyCheck} from './run-1x/expectations';
export {EXAMPLE_DEPENDENCIES} from './run-1x-deps';
export * from './runtime-imports';
export * from './shims';
export * from './site-pages';
