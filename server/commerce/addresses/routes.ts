import { getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js';
import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { bodyObject, ok, parse, readPage } from '../http/envelope.js';
import { requireUser } from '../http/auth.js';
import { addressBody, addressIdBody, addressIdField } from '../../../shared/contract/address.js';
import {
  allAddresses,
  defaultAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  saveAddress,
  setDefaultAddress,
} from './service.js';

/** docs/upstream-contract.md §9: the shopper's own delivery addresses. */
export default async function addressRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  const A = '/api/front/address';
  app.get(`${A}/list`, async (req) => {
    const uid = await requireUser(ctx, req);
    return ok(await listAddresses(ctx, uid, readPage(req.query)));
  });
  app.get('/api/pc/address/all/list', async (req) => ok(await allAddresses(ctx, await requireUser(ctx, req))));
  app.post(`${A}/edit`, async (req) => {
    const uid = await requireUser(ctx, req);
    return ok(await saveAddress(ctx, uid, parse(addressBody, bodyObject(req.body))));
  });
  app.post(`${A}/del`, async (req) => {
    const uid = await requireUser(ctx, req);
    await deleteAddress(ctx, uid, parse(addressIdBody, bodyObject(req.body)).id);
    return ok(null);
  });
  app.get<{ Params: { id: string } }>(`${A}/detail/:id`, async (req) => {
    const uid = await requireUser(ctx, req);
    return ok(await getAddress(ctx, uid, parse(addressIdField, req.params.id)));
  });
  app.get(`${A}/default`, async (req) => ok(await defaultAddress(ctx, await requireUser(ctx, req))));
  app.post(`${A}/default/set`, async (req) => {
    const uid = await requireUser(ctx, req);
    return ok(await setDefaultAddress(ctx, uid, parse(addressIdBody, bodyObject(req.body)).id));
  });
  // The ipapi-style location clients pre-fill the address form with. No outside lookup: the region
  // of the browser's preferred language, else the shop's default country.
  app.post(`${A}/ip/info`, async (req) => {
    await requireUser(ctx, req);
    return ok(locationFor(req.headers['accept-language'], ctx.config.DEFAULT_COUNTRY));
  });
}

function regionOf(acceptLanguage: string | undefined): string | null {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const m = /^[a-z]{2,3}-([A-Z]{2})\b/i.exec(part.trim());
    if (m && isSupportedCountry(m[1]!.toUpperCase())) return m[1]!.toUpperCase();
  }
  return null;
}

export function locationFor(acceptLanguage: string | undefined, fallback: string) {
  const code = (regionOf(acceptLanguage) ?? fallback) as CountryCode;
  const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  const calling = isSupportedCountry(code) ? `+${getCountryCallingCode(code)}` : '';
  return { country: code, country_code: code, country_name: name, country_calling_code: calling, region: '', city: '' };
}
