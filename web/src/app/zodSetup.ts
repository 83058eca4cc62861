/**
 * Our CSP allows no eval, and zod probes for it with `new Function` before its first object check:
 * a CSP violation the browser reports on every page. zod 4 keeps its configuration on this global
 * so that every copy of it shares one; setting `jitless` there before any schema loads turns the
 * probe off without putting zod into the first script.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
