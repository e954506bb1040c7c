/**
 * What other units may use of the example twins: the TypeScript-to-JavaScript twin, the reader's language
 * choice, the component name the transform writes into pages, and the remark transform.
 */
export {javascriptMeta, twinOf, type JavaScriptLang, type Twin, type TypeScriptLang} from './twin';
export {headScript} from './language';
export {COMPONENT as TWINS_COMPONENT} from './remark/component';
export {default as remarkExampleTwins} from './remark/twins';
