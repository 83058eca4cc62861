// Preloaded (NODE_OPTIONS=--import) by scripts/node24.sh when the suites run on Node 24.
// node_modules/better-sqlite3 is compiled for the machine's Node; its native addon cannot load in
// another Node ABI. This resolve hook points every load of it at the copy the script built for
// Node 24 (.tools/node24/addons), for import and require alike. It finds that copy from its own
// place, so processes the tests start with a trimmed environment still get it.
import { registerHooks } from 'node:module';

const target = new URL('../.tools/node24/addons/node_modules/better-sqlite3/', import.meta.url).href;
const MARK = '/node_modules/better-sqlite3/';

registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    const at = result.url.indexOf(MARK);
    if (at < 0 || result.url.startsWith(target)) return result;
    return { ...result, url: target + result.url.slice(at + MARK.length) };
  },
});
