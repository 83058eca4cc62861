import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { ok, parse, readPage } from '../http/envelope.js';
import { requireUser } from '../http/auth.js';
import { addressInput, idBody, idField } from './schemas.js';
import {
  allAddresses,
  defaultAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  saveAddress,
  setDefaultAddress,
} from './service.js';

const body = (b: unknown) => (b && typeof b === 'object' && !Array.isArray(b) ? b : {});

/** Contract §9: the shopper's own delivery addresses. */
export default async function addressRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  const A = '/api/front/address';
  app.get(`${A}/list`, async (req) => {
    const uid = await requireUser(ctx, req);
    return ok(await listAddresses(ctx, uid, readPage(req.query)));
  });
  app.get('/api/pc/address/all/list', async (req) => ok(await allAddresses(ctx, await requireUser(ctx, req))));
  app.post(`${A}/edit`, async (req) => {
    const uid = await requireUser(ctx, req);
    return ok(await saveAddress(ctx, uid, parse(addressInput, body(req.body))));
  });
  app.post(`${A}/del`, async (req) => {
    const uid = await requireUser(ctx, req);
    await deleteAddress(ctx, uid, parse(idBody, body(req.body)).id);
    return ok(null);
  });
  app.get<{ Params: { id: string } }>(`${A}/detail/:id`, async (req) => {
    const uid = await requireUser(ctx, req);
    return ok(await getAddress(ctx, uid, parse(idField, req.params.id)));
  });
  app.get(`${A}/default`, async (req) => ok(await defaultAddress(ctx, await requireUser(ctx, req))));
  app.post(`${A}/default/set`, async (req) => {
    const uid = await requireUser(ctx, req);
    return ok(await setDefaultAddress(ctx, uid, parse(idBody, body(req.body)).id));
  });
  // No geolocation service is reachable from here; an empty country lets the form fall back to the shopper's choice.
  app.post(`${A}/ip/info`, async (req) => {
    await requireUser(ctx, req);
    return ok({ country: '' });
  });
}
