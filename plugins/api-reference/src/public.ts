/**
 * What other plugins, the examples toolkit, scripts and benches may use of the API reference: the model (types,
 * readers, URLs, run-time facts), the generated pages' entry points, the framework checkout guard and the remark
 * transform that links API names. Everything else under src/ is this plugin's own.
 */
export * from './model/types';
export {ApiIndex, DEFAULT_ROUTE_BASES, kindUrl, sectionUrl} from './model/lookup';
export {
  listSections,
  loadDescriptions,
  loadModels,
  loadSummaries,
  modelPath,
  readMemberDescriptions,
  readModel,
  readSummaries,
  summariesPath,
} from './model/io';
export {
  nameAtRunTime,
  readRuntime,
  READER_MODES,
  describeDefault,
  defaultImportFacts,
  defaultWorks,
  RUNTIME_SCHEMA_VERSION,
  type DefaultImport,
  type LoadMode,
  type RuntimeFacts,
} from './model/runtime';
export {formerPagesToGenerate} from './model/former-pages';
export {formerPageSlug} from './generate/former-pages';
export {loadIndex, removedItemUrls} from './generate/write';
export {generateAll, outDirFor} from './generate/all';
export {fillMissingNames, INTERNAL_MODULE_PREFIX, modelsToDtsModules} from './generate/dts';
export {assertFrameworkCheckout} from './extract/workspace';
export {default as remarkApiLinks} from './remark/api-links';
// For the MCP server, which answers API questions from the same model and renders signatures as text.
export {closest} from './model/lookup';
export {hasValue, importAdvice} from './model/runtime';
export {descriptionText} from './model/description-keys';
export {MemberDocs} from './generate/member-docs';
export {declarationSegs, KIND_LABELS, memberSignatureSegs, signatureSegs, valueSegs, type LinkContext, type Seg} from './generate/render';
// For the release history scripts (docs:drift, docs:confirm) and their tests.
export {extract1x} from './extract/extract';
export {writeModel} from './model/io';
export {documentedCommit} from './generate/write';
export * from './history/points';
export * from './history/snapshot';
export * from './history/diff';
export * from './history/timeline';
export * from './history/usage';
export {checkoutTree} from './history/checkout';
