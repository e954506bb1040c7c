/** Snowflakes for offline payloads: real-looking (a timestamp since Discord's epoch), unique within a run. */
const DISCORD_EPOCH = 1420070400000n;
let sequence = 0n;

export function snowflake(at = Date.now()): string {
  sequence = (sequence + 1n) & 0xfffn;
  return (((BigInt(at) - DISCORD_EPOCH) << 22n) | (1n << 17n) | sequence).toString();
}

/** A token-like string for interaction tokens (never sent anywhere). */
export function interactionToken(): string {
  return `offline-${snowflake()}-${Math.random().toString(36).slice(2, 10)}`;
}
