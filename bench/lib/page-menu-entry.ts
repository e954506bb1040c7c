/** Entry for measuring the page menu's weight (bench/llms-cards.ts): what the doc page wrappers add. */
export {default as Content} from '../../src/theme/DocItem/Content';
export {default as Metadata} from '../../src/theme/DocItem/Metadata';
