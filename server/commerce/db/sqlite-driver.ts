import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

// Which better-sqlite3 opens the embedded SQLite database depends on the Node running the service:
// - Node 24.19 and later abort the whole process (SIGABRT) when they garbage-collect a statement of
//   better-sqlite3 12 or older, because of Node's ObjectWrap cleanup hooks (nodejs/node#65446). On a
//   busy shop that is a crash within minutes, so the image's Node 24 must never load it.
// - better-sqlite3 13 is built on Node-API 10 and is not affected, but Node 20 has only Node-API 9
//   and cannot load it.
// Both are installed (13 as the alias better-sqlite3-napi, shipped with prebuilt Node-API binaries);
// the running Node's Node-API level picks one. Their JavaScript API is the same.
const load = createRequire(import.meta.url);

export const SQLITE_DRIVER = Number(process.versions.napi ?? 0) >= 10 ? 'better-sqlite3-napi' : 'better-sqlite3';

export const SQLite = load(SQLITE_DRIVER) as typeof BetterSqlite3;
