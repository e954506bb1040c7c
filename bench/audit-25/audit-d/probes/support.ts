// Helpers shared by audit-d's probes (run-probe.ts transpiles this file next to them as ./support.js).

/** One observed fact, printed for the audit record. */
export const claim = (id: string, observed: unknown): void =>
  console.log(`CLAIM ${id} ${JSON.stringify(observed, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v))}`);

/** The value of `f`, or `THROWS <class>: <first line>` when it throws. */
export function attempt(f: () => unknown): unknown {
  try {
    return f();
  } catch (e: any) {
    return `THROWS ${e?.constructor?.name}: ${String(e?.message ?? e).split('\n')[0]}`;
  }
}

/** A command whose handler is whatever the probe put on globalThis.probeHandler, so one bot serves every check. */
export const probeCommand = `export const command = { name: 'probe', description: 'probe' };
export const chatInput = async (ctx) => globalThis.probeHandler?.(ctx);
`;

/** The options CommandKit's event interceptor stored for each interactionCreate subscriber (time, once, autoReset...). */
export function interceptorOptions(commandkit: any): unknown[] {
  const subscribers: Map<string, Set<any>> = commandkit.eventInterceptor?.subscribers ?? new Map();
  return [...(subscribers.get('interactionCreate') ?? [])].map((listener) => {
    const {registeredAt, filter, onEnd, onError, ...rest} = Reflect.get(listener, 'options') ?? {};
    return {...rest, filter: Boolean(filter), onEnd: Boolean(onEnd), onError: Boolean(onError)};
  });
}
