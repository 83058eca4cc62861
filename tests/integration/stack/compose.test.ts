import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// compose.yaml is what ops start; the cluster test is what runs here. They must describe one
// topology with one set of balancer rules, and the compose file must hold no secret.
interface Service {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
}

const compose = parse(readFileSync('compose.yaml', 'utf8'), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const haproxyCfg = readFileSync('deploy/haproxy.cfg', 'utf8');
const clusterTest = readFileSync('tests/cluster/cluster.ts', 'utf8');
const s = compose.services;
const env = (name: string) => s[name]!.environment ?? {};

describe('compose.yaml: the scaled-out stack', () => {
  it('has the balancer, two BFFs, two commerce replicas, PostgreSQL and Redis, each with a health check', () => {
    expect(Object.keys(s).sort()).toEqual(['balancer', 'bff1', 'bff2', 'commerce1', 'commerce2', 'postgres', 'redis']);
    for (const [name, svc] of Object.entries(s)) expect(svc.healthcheck?.test.length, name).toBeGreaterThan(0);
    for (const name of ['bff1', 'bff2', 'commerce1', 'commerce2']) expect(s[name]!.healthcheck!.test.join(' ')).toContain('/readyz');
  });

  it('balances with the same rules file as the cluster test, and every address it needs is given by both', () => {
    expect(s.balancer!.volumes).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(clusterTest).toContain("join(ROOT, 'deploy/haproxy.cfg')");
    const needed = [...haproxyCfg.matchAll(/"\$\{([A-Z0-9_]+)\}"/g)].map((m) => m[1]!);
    expect(needed.sort()).toEqual(['API_BIND', 'BFF1_ADDR', 'BFF2_ADDR', 'COMMERCE1_ADDR', 'COMMERCE2_ADDR', 'WEB_BIND']);
    for (const v of needed) {
      expect(env('balancer')[v], v).toBeTruthy();
      expect(clusterTest, v).toMatch(new RegExp(`\\b${v}:`));
    }
    const b = env('balancer');
    expect(b.BFF1_ADDR).toBe(`bff1:${env('bff1').PORT}`);
    expect(b.BFF2_ADDR).toBe(`bff2:${env('bff2').PORT}`);
    expect(b.COMMERCE1_ADDR).toBe(`commerce1:${env('commerce1').COMMERCE_PORT}`);
    expect(b.COMMERCE2_ADDR).toBe(`commerce2:${env('commerce2').COMMERCE_PORT}`);
    // The BFFs reach commerce through the balancer's api frontend.
    const apiPort = b.API_BIND!.split(':')[1];
    for (const name of ['bff1', 'bff2']) expect(env(name).UPSTREAM_URL).toBe(`http://balancer:${apiPort}`);
  });

  it('shares what must be shared: one session secret and Redis for the BFFs, one database and one uploads volume for the replicas', () => {
    expect(env('bff1')).toEqual(env('bff2'));
    expect(env('bff1').REDIS_URL).toBe('redis://redis:6379');
    expect(env('commerce1')).toEqual(env('commerce2'));
    expect(env('commerce1').DATABASE_URL).toMatch(/@postgres:5432\/storefront$/);
    expect(s.commerce1!.volumes).toEqual([`uploads:${env('commerce1').DATA_DIR}`]);
    expect(s.commerce2!.volumes).toEqual(s.commerce1!.volumes);
    expect(s.commerce1!.command).toEqual(['node', '--enable-source-maps', 'dist/server/commerce/main.js']);
    expect(Object.keys(compose.volumes).sort()).toEqual(['pgdata', 'redisdata', 'uploads']);
  });

  it('takes every secret from the environment and drains on SIGTERM longer than the balancer takes to notice', () => {
    for (const name of ['bff1', 'commerce1']) {
      expect(env(name).SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
      expect(Number(env(name).SHUTDOWN_DRAIN_MS)).toBeGreaterThanOrEqual(1500);
    }
    expect(env('postgres').POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    expect(env('commerce1').DATABASE_URL).toContain('${POSTGRES_PASSWORD:?');
    expect(haproxyCfg).toMatch(/check inter 250ms fall 1/);
  });
});
