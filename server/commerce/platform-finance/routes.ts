import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { ok, parse } from '../http/envelope.js';
import { requirePermission } from '../admin-accounts/guard.js';
import { merchantStatementRequest, PLATFORM_FINANCE_PATHS as PATH, PLATFORM_FINANCE_PERMISSIONS as P } from '../../../shared/contract/admin-finance.js';
import { merchantStatementOf, statementCsv } from './statement.js';

/**
 * The platform's finance statement per shop (ours, in A's FinanceController conventions): the answer, and the
 * same answer as a CSV file. A refused call still answers A's JSON envelope, so a client tells the two apart
 * by the content type.
 */
export default function platformFinanceRoutes(app: FastifyInstance, ctx: CommerceContext): void {
  app.get(PATH.statement, { preHandler: requirePermission(ctx, P.statement) }, async (req) => ok(await merchantStatementOf(ctx, parse(merchantStatementRequest, req.query ?? {}))));
  app.get(PATH.export, { preHandler: requirePermission(ctx, P.export) }, async (req, reply) => {
    const st = await merchantStatementOf(ctx, parse(merchantStatementRequest, req.query ?? {}));
    const name = `statement-${st.dateType}-${st.startDate}-${st.endDate}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(`\uFEFF${statementCsv(st)}`);
  });
}
