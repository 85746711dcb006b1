import { Agent, createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Headers about one connection, not the message: a proxy does not pass them on (RFC 9110 7.6.1). */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept = { ...headers };
  for (const name of HOP_BY_HOP) delete kept[name];
  return kept;
}

export interface ProxiedRequest {
  method: string;
  url: string;
  /** Index in `upstreams` of the server that answered. */
  upstream: number;
  status: number;
}

export interface RoundRobinProxy {
  url: string;
  /** Every request answered so far, in the order the answers came. */
  log: ProxiedRequest[];
  close(): Promise<void>;
}

/**
 * A load balancer on loopback, as small as one can be: each request goes to the next server in
 * turn, method, path, headers and body as they came, with the client's address appended to
 * X-Forwarded-For (the servers trust it when TRUST_PROXY names this proxy's address, 127.0.0.1).
 * A server that cannot be reached answers 502.
 */
export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  let turn = 0;
  const log: ProxiedRequest[] = [];
  const agent = new Agent({ keepAlive: true });
  const server = createServer((incoming, outgoing) => {
    const upstream = turn++ % upstreams.length;
    const headers = endToEnd(incoming.headers);
    const client = incoming.socket.remoteAddress ?? '';
    const forwarded = headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${client}` : client;
    const method = incoming.method ?? 'GET';
    const url = incoming.url ?? '/';
    const onward = request(
      new URL(url, upstreams[upstream]),
      { method, headers, agent },
      (answer) => {
        const status = answer.statusCode ?? 502;
        log.push({ method, url, upstream, status });
        outgoing.writeHead(status, endToEnd(answer.headers));
        answer.pipe(outgoing);
      },
    );
    onward.on('error', () => {
      if (outgoing.headersSent) outgoing.destroy();
      else outgoing.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway');
    });
    incoming.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
