/**
 * Examples that are correct for the framework but cannot compile against declarations generated
 * from the committed 1.x model, because the model misses or distorts a fact. Each entry names the
 * model item at fault; the matching error is reported as "model gap", not as a failure.
 * An entry that no longer matches any error fails the check (the model was fixed: delete it).
 * Never add an entry for an example that is actually wrong: fix the example.
 */
export interface KnownGap {
  /** Page path relative to the site root. */
  page: string;
  /** Compiler error code, e.g. "TS2349". */
  code: string;
  /** A substring of the compiler's message. */
  message: string;
  /** Model item at fault. */
  item: string;
  /** What the model lacks. */
  reason: string;
}

// Empty: the two entries once here (FlagRunner's call signature, AppCommandNative.command's type)
// were fixed in the model. Entry shape, for the next one:
//   {page: 'docs/guide/x.mdx', code: 'TS2349', message: "Type 'FlagRunner<", item: 'commandkit:interfaces:FlagRunner',
//    reason: 'the model has no call signatures for interfaces'}
export const KNOWN_GAPS: readonly KnownGap[] = [];
