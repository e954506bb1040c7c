/**
 * The names the twins transform writes into pages, in a leaf module: the transform's entry (twins.ts), its worker
 * (add-twins.ts) and other plugins that find the twins in a page (example-hovers) read them from here.
 */
import type {TypeScriptLang} from '../twin';

/** Code block languages that get a twin. */
export const TYPESCRIPT: Record<string, TypeScriptLang> = {ts: 'ts', typescript: 'ts', tsx: 'tsx', mts: 'ts', cts: 'ts'};
/** The JSX name of the twins component in a page (the suffix keeps it clear of names a page could use). */
export const COMPONENT = 'ExampleTwins__';
export const COMPONENT_MODULE = '@theme/ExampleTwins';
