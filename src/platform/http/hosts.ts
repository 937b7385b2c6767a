/**
 * Which Host headers and Origins a process answers (docs/decisions/0029). A process answers only
 * the hosts of its configured origins, so a page on another name (DNS rebinding) reaches nothing.
 * A loopback origin (localhost, 127.0.0.1, [::1]) also answers its other loopback spellings on
 * the same port: a browser sends those only when pointed at this machine's own address, never
 * through a rebinding name, and the health checks and developers use them.
 */
export interface HostName {
  /** Lower-case name or address; an IPv6 address keeps its brackets. */
  hostname: string;
  port: number;
}

const loopback = ['localhost', '127.0.0.1', '[::1]'];
const defaultPort = (protocol: string) => (protocol === 'https:' ? 443 : 80);
// A DNS name or IPv4 address, or a bracketed IPv6 address, and an optional decimal port.
const hostPattern = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?)(?::([0-9]{1,5}))?$/;

/** A Host header as name and port, or null when it is not a valid host (empty, `a:b:c`, `u@x`). */
export function parseHost(value: string, protocol: string): HostName | null {
  const match = hostPattern.exec(value.toLowerCase());
  if (!match?.[1]) return null;
  const port = match[2] === undefined ? defaultPort(protocol) : Number(match[2]);
  if (port < 1 || port > 65535) return null;
  return { hostname: match[1], port };
}

/** The origin's own host and, for a loopback origin, its other loopback spellings. */
function hostsOf(origin: string): { protocol: string; hosts: HostName[] } {
  const url = new URL(origin);
  const port = url.port ? Number(url.port) : defaultPort(url.protocol);
  const names = loopback.includes(url.hostname) ? loopback : [url.hostname];
  return { protocol: url.protocol, hosts: names.map((hostname) => ({ hostname, port })) };
}

const formatOrigin = (protocol: string, h: HostName) =>
  `${protocol}//${h.hostname}${h.port === defaultPort(protocol) ? '' : `:${h.port}`}`;

/** The hosts a process is reached at, from its configured origins. */
export function allowedHosts(origins: string[]): (host: HostName) => boolean {
  const all = origins.flatMap((o) => hostsOf(o).hosts);
  return (host) => all.some((h) => h.hostname === host.hostname && h.port === host.port);
}

/** The exact Origin values (scheme, host, port) that a configured origin list stands for. */
export function expandOrigins(origins: string[]): Set<string> {
  return new Set(
    origins.flatMap((o) => {
      const { protocol, hosts } = hostsOf(o);
      return hosts.map((h) => formatOrigin(protocol, h));
    }),
  );
}
