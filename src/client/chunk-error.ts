/** Whether a rejection is a failed chunk download (webpack/Rspack `ChunkLoadError`, JS or CSS). Pure. */
export function isChunkLoadError(reason: unknown): reason is Error {
  return reason instanceof Error && (reason.name === 'ChunkLoadError' || /^Loading (?:CSS )?chunk [\w~.-]+ failed/.test(reason.message));
}
