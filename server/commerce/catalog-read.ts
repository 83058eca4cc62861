import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { CommerceContext } from './context.js';

/**
 * The one way catalogue and search reads reach the database: `catalogRead(ctx)` is the context they run with,
 * whose `db` is the read replica (DATABASE_READ_URL, falling back to the primary while the replica is away) or,
 * without one, the primary.
 *
 * Why only these reads: a replica replays the primary's changes a little later (replica lag). The public
 * catalogue can show a product a few milliseconds old; a shopper who has just added to the cart, placed an order
 * or saved a product must read that write back, so everything else — the shopper's own cart, orders, favourites,
 * history and account, every console call, every transaction — keeps `ctx.db`, the primary.
 *
 * The view refuses anything but a SELECT (on every database, so a write slipped into a catalogue path fails in
 * the SQLite suites too, not only against a read-only standby), and a transaction opened on it runs on the
 * primary, as every transaction does.
 */

const READ_VIEW = Symbol('catalogue read view');
const SOURCE = Symbol('the database a read view reads');

type ReadView = CommerceContext & { [READ_VIEW]: true; [SOURCE]: object };

const READ_FIRST_WORD = /^\s*(\(\s*)*(select|with|values|table)\b/i;

class SelectsOnly implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const node = args.node;
    if (node.kind === 'SelectQueryNode') return node;
    if (node.kind === 'RawNode' && READ_FIRST_WORD.test(node.sqlFragments[0] ?? '')) return node;
    throw new Error(`catalogRead(ctx) runs SELECTs only; this ${node.kind} belongs on ctx.db (the primary)`);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

const selectsOnly = new SelectsOnly();
const views = new WeakMap<CommerceContext, ReadView>();

/** The context for catalogue and search reads (see above); the same object for the same context. */
export function catalogRead(ctx: CommerceContext): CommerceContext {
  if ((ctx as Partial<ReadView>)[READ_VIEW]) return ctx;
  let view = views.get(ctx);
  if (!view) {
    view = { ...ctx, db: (ctx.readDb ?? ctx.db).withPlugin(selectsOnly), [READ_VIEW]: true, [SOURCE]: ctx.readDb ?? ctx.db };
    views.set(ctx, view);
  }
  return view;
}

/**
 * The database handle a context's catalogue reads reach, the same for every context and view of one service (its
 * routes each hold a copy of the context): what state kept per catalogue, such as catalog/catalogue-index.ts, is
 * keyed by.
 */
export function catalogueSource(ctx: CommerceContext): object {
  return (ctx as Partial<ReadView>)[SOURCE] ?? ctx.readDb ?? ctx.db;
}
