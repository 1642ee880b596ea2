import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

/**
 * - `pass`: bytes flow both ways, as if the app talked to PostgreSQL directly.
 * - `partition`: a network partition. Connections are accepted but nothing is forwarded either
 *   way, on new and on open connections alike; what was sent waits, as TCP would keep
 *   retransmitting it, and flows on when the partition heals.
 * - `stopped`: PostgreSQL is down. New connections are refused (the port is closed) and open
 *   ones are cut.
 */
export type ProxyMode = 'pass' | 'partition' | 'stopped';

interface Link {
  readonly client: Socket;
  upstream: Socket | null;
  /** Bytes held back during a partition, per direction. */
  readonly toServer: Buffer[];
  readonly toClient: Buffer[];
}

/** A TCP proxy between the app and PostgreSQL that a test can cut. */
export class FaultProxy {
  #mode: ProxyMode = 'pass';
  #server: Server | null = null;
  readonly #links = new Set<Link>();

  private constructor(
    private readonly upstreamHost: string,
    private readonly upstreamPort: number,
    readonly port: number,
  ) {}

  static async start(upstreamHost: string, upstreamPort: number): Promise<FaultProxy> {
    const probe = createServer();
    const port = await new Promise<number>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => resolve((probe.address() as { port: number }).port));
    });
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const proxy = new FaultProxy(upstreamHost, upstreamPort, port);
    await proxy.#listen();
    return proxy;
  }

  get mode(): ProxyMode {
    return this.#mode;
  }

  /** Cuts the network between the app and PostgreSQL; open connections stall. */
  partition(): void {
    this.#mode = 'partition';
  }

  /** Stops PostgreSQL as far as the app can tell: the port refuses and open connections drop. */
  async stop(): Promise<void> {
    this.#mode = 'stopped';
    for (const link of this.#links) this.#cut(link);
    const server = this.#server;
    this.#server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Back to normal: held bytes flow on, and a stopped port listens again. */
  async heal(): Promise<void> {
    const wasStopped = this.#mode === 'stopped';
    this.#mode = 'pass';
    if (wasStopped) await this.#listen();
    for (const link of this.#links) {
      if (!link.upstream) this.#openUpstream(link);
      this.#flush(link);
    }
  }

  async close(): Promise<void> {
    this.#mode = 'stopped';
    for (const link of this.#links) this.#cut(link);
    const server = this.#server;
    this.#server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async #listen(): Promise<void> {
    const server = createServer((client) => this.#accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.#server = server;
  }

  #accept(client: Socket): void {
    const link: Link = { client, upstream: null, toServer: [], toClient: [] };
    this.#links.add(link);
    client.on('data', (chunk) => {
      if (this.#mode === 'pass' && link.upstream) link.upstream.write(chunk);
      else link.toServer.push(chunk);
    });
    client.on('error', () => {});
    client.on('close', () => this.#cut(link));
    if (this.#mode === 'pass') this.#openUpstream(link);
  }

  #openUpstream(link: Link): void {
    const upstream = tcpConnect(this.upstreamPort, this.upstreamHost);
    link.upstream = upstream;
    upstream.on('data', (chunk) => {
      if (this.#mode === 'pass') link.client.write(chunk);
      else link.toClient.push(chunk);
    });
    upstream.on('error', () => {});
    upstream.on('close', () => this.#cut(link));
    this.#flush(link);
  }

  #flush(link: Link): void {
    if (!link.upstream) return;
    for (const chunk of link.toServer.splice(0)) link.upstream.write(chunk);
    for (const chunk of link.toClient.splice(0)) link.client.write(chunk);
  }

  #cut(link: Link): void {
    if (!this.#links.delete(link)) return;
    link.client.destroy();
    link.upstream?.destroy();
  }
}
