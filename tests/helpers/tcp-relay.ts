import { createServer, connect, type Server, type Socket } from 'node:net';
import { freePort } from './ports.js';

/**
 * A TCP relay on loopback between a service and its database, which a test cuts and restores: how a
 * database (or a read replica) "goes away" under a running shop without stopping the real server.
 */
export class Relay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async open(target: { host: string; port: number }): Promise<Relay> {
    const relay = new Relay(await freePort(), target);
    await relay.up();
    return relay;
  }

  async up(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((res) => this.server!.listen(this.port, '127.0.0.1', () => res()));
  }

  /** Drops every open connection and stops listening: connects are refused until `up()`. */
  async cut(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise((r) => this.server?.close(r));
    this.server = null;
  }
}
