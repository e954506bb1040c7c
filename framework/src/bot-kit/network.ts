/**
 * The kit's promise that nothing leaves the machine: every TCP connection the process opens to a host other
 * than the loopback (a REST instance the kit did not take over, a WebSocket, an HTTP client) is refused and
 * recorded, so a run that would have reached Discord fails visibly instead of waiting for a timeout.
 */
import net from 'node:net';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|::1|\[::1\])$/i;
export const blockedHosts: string[] = [];
let installed = false;

export function refuseRemoteConnections(): void {
  if (installed) return;
  installed = true;
  const connect = net.Socket.prototype.connect as (...args: any[]) => net.Socket;
  (net.Socket.prototype as any).connect = function (this: net.Socket, ...args: any[]) {
    const first = Array.isArray(args[0]) ? args[0][0] : args[0];
    const options =
      first !== null && typeof first === 'object' ? first : {port: first, host: typeof args[1] === 'string' ? args[1] : undefined};
    const host = String(options.host ?? 'localhost');
    if (!options.path && !LOOPBACK.test(host)) {
      blockedHosts.push(`${host}:${options.port ?? ''}`);
      process.nextTick(() => this.destroy(new Error(`offline bot kit: refused a connection to ${host} (nothing may leave the machine)`)));
      return this;
    }
    return connect.apply(this, args);
  };
}
