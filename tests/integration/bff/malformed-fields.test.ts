import { describe, expect, it } from 'vitest';
import { pageInfo } from '../../helpers/test-upstream';
import { imageList } from '../../../web/src/api/wire';
import { formatDate } from '../../../web/src/i18n/format';
import { parseShopCurrency } from '../../../shared/currency';
import { bffOnTestUpstream, call } from './harness';

// Bad input from an upstream: a malformed picture list, currency or date never breaks the page (the
// answer still arrives and the SPA shows that field empty), and the BFF logs one warning naming
// the route and the field, never the value.
const BAD_SLIDER = '[{"sattDir":'; // a JSON array cut short
const BAD_BANNER = 'Ada Lovelace, 1 Private Road'; // neither JSON nor a list of pictures, and personal
const BAD_QUALIFICATION = '{"licence": true}';
const BAD_TIME = 'yesterday afternoon';
const BAD_CURRENCY = 'dollars';

const { bff } = bffOnTestUpstream({}, {
  script: (upstream) => {
    upstream.set('/api/front/product/detail/7', {
      kind: 'envelope',
      data: { productInfo: { id: 7, storeName: 'Kettle', price: '12.50', image: '/crmebimage/public/k.png', sliderImage: BAD_SLIDER, createTime: BAD_TIME }, productAttr: [], productValue: {} },
    });
    upstream.set('/api/front/merchant/index/info/3', { kind: 'envelope', data: { id: 3, name: 'Shop', pcBanner: BAD_BANNER, avatar: '/crmebimage/public/a.png' } });
    upstream.set('/api/front/merchant/detail/3', { kind: 'envelope', data: { id: 3, name: 'Shop', qualificationPicture: BAD_QUALIFICATION, createTime: '2026-11-23 17:53:07' } });
    upstream.set('/api/pc/home/index', { kind: 'envelope', data: { banner: [{ id: 1, pic: '/crmebimage/public/b.png', url: '/' }], shopPayCurrency: BAD_CURRENCY } });
    upstream.set('/api/front/order/list', {
      kind: 'envelope',
      data: pageInfo(
        Array.from({ length: 30 }, (_, i) => ({ orderNo: `SH${i}`, payTime: BAD_TIME, createTime: '2026-11-23 17:53:07', orderInfoList: [{ image: '/crmebimage/public/p.png' }] })),
        30,
      ),
    });
    upstream.set('/api/front/merchant/settled/record', { kind: 'envelope', data: pageInfo([{ name: 'Fine', createTime: '2026-11-23T09:53:07Z', qualificationPicture: '["/crmebimage/public/l.png"]' }], 1) });
  },
});

const warnings = () =>
  bff.logs
    .map((l) => JSON.parse(l) as { level: number; msg: string; route?: string; field?: string; kind?: string })
    .filter((l) => l.msg === 'upstream field malformed; the SPA shows it empty');

describe('malformed upstream fields', () => {
  it('still answer 200 with the field as the upstream sent it, and log one warning per route and field', async () => {
    const detail = await call(bff.url, '/api/front/product/detail/7');
    expect(detail.status).toBe(200);
    expect((detail.json() as { productInfo: { sliderImage: string; storeName: string } }).productInfo).toMatchObject({ sliderImage: BAD_SLIDER, storeName: 'Kettle' });
    expect((await call(bff.url, '/api/front/merchant/index/info/3')).status).toBe(200);
    expect((await call(bff.url, '/api/front/merchant/detail/3')).status).toBe(200);
    expect((await call(bff.url, '/api/pc/home/index')).status).toBe(200);

    const lines = warnings().map(({ level, route, field, kind }) => ({ level, route, field, kind }));
    // pino's warn level is 40.
    expect(lines).toEqual(
      expect.arrayContaining([
        { level: 40, route: '/api/front/product/detail/:id', field: 'sliderImage', kind: 'picture list' },
        { level: 40, route: '/api/front/product/detail/:id', field: 'createTime', kind: 'date' },
        { level: 40, route: '/api/front/merchant/index/info/:id', field: 'pcBanner', kind: 'picture list' },
        { level: 40, route: '/api/front/merchant/detail/:id', field: 'qualificationPicture', kind: 'picture list' },
        { level: 40, route: '/api/pc/home/index', field: 'shopPayCurrency', kind: 'currency' },
      ]),
    );
    expect(lines).toHaveLength(5);
    // The value may be personal data: it never reaches the log.
    const all = bff.logs.join('\n');
    for (const v of ['Ada Lovelace', 'Private Road', BAD_TIME, BAD_CURRENCY]) expect(all).not.toContain(v);
  });

  it('a list full of bad dates, fetched again and again, gives one warning', async () => {
    const before = warnings().length;
    for (let i = 0; i < 3; i++) {
      const res = await call(bff.url, '/api/front/order/list');
      expect(res.status).toBe(200);
      expect((res.json() as { list: unknown[] }).list).toHaveLength(30);
    }
    const added = warnings().slice(before);
    expect(added.map(({ route, field, kind }) => ({ route, field, kind }))).toEqual([{ route: '/api/front/order/list', field: 'payTime', kind: 'date' }]);
  });

  it('well-formed answers in every accepted form give no warning', async () => {
    const before = warnings().length;
    expect((await call(bff.url, '/api/front/merchant/settled/record')).status).toBe(200);
    expect(warnings()).toHaveLength(before);
  });

  it('the SPA reads each malformed field as empty', () => {
    for (const bad of [BAD_SLIDER, BAD_BANNER, BAD_QUALIFICATION]) expect(imageList(bad), bad).toEqual([]);
    expect(parseShopCurrency(BAD_CURRENCY)).toBeNull();
    expect(formatDate(BAD_TIME)).toBe('');
  });
});
