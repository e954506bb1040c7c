/** Event handler files that record that they ran (in globalThis.ran), for reproductions about which handlers run. */
export const recordingHandler = (name: string) => `export default function () { (globalThis.ran ??= []).push('${name}'); }\n`;

/** The names recorded by recordingHandler files so far, in the order they ran. */
export const handlersRan = (): string[] => ((globalThis as {ran?: string[]}).ran ??= []);
