/** A reason the server cannot start, told in one message on stderr (stdout is the MCP channel). */
export class StartupError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'StartupError';
  }
}
