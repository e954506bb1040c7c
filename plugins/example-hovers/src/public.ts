/** What other units may use of the example hovers: the compiled hover data, its table, and the remark transform. */
export {
  loadHoverData,
  defaultHoverDataDirs,
  currentHoverInputs,
  committedHoverDataKey,
  writeCommittedHoverData,
  COMMITTED_HOVER_DATA,
  type HoverData,
} from './compile';
export {expandEntry, HoverTable, withHoverTokens} from './hovers';
export {default as remarkExampleHovers} from './remark/hovers';
