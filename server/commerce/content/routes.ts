import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { ok, parse, readPage } from '../http/envelope.js';
import { requireUser } from '../http/auth.js';
import { requiredId } from '../catalog/query.js';
import { colorConfig, frontIndex, loginPicture, pcHomeIndex } from './site.js';
import { imageDomainFor } from '../http/image-domain.js';
import { languageList, pageTexts } from './languages.js';
import { GROUP_KEYS, groupListOrNull } from './group-data.js';
import { activityDetail, activityIndexList, activityProducts } from './activities.js';
import { readSiteConfig, SITE_KEYS, siteString } from './site-config.js';
import { currencyString } from '../../../shared/currency.js';
import { catalogRead } from '../catalog-read.js';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

const listAllQuery = z.object({
  state: z.preprocess(blank, z.enum(['0', '1'], { message: 'state must be 0 or 1' }).optional()),
});

const contentQuery = z.object({
  languageCode: z.preprocess(
    blank,
    z.string({ message: 'languageCode must be text' }).trim().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'languageCode must be a language code like en or zh-CN').optional().default('en'),
  ),
  type: z.preprocess(blank, z.coerce.number({ message: 'type must be a number' }).int('type must be a whole number').min(1, 'type must be positive').max(99, 'type is too large').optional().default(1)),
  url: z.preprocess(
    blank,
    z
      .custom<unknown>((v) => v !== undefined, 'Please give the page url')
      .pipe(z.string({ message: 'url must be text' }).trim().max(200, 'url must be at most 200 characters').regex(/^\/[A-Za-z0-9_\-/]*$/, 'url must be a page path like /user_center')),
  ),
});

const aidParam = z.object({ aid: requiredId('aid', 'Please choose an activity') });

/** The only page-text type the contract defines: 1 = page texts. */
const PAGE_TEXT_TYPE = 1;

export default async function contentRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  // The home feeds are catalogue reads: the read replica when there is one (catalog-read.ts).
  app.get('/api/front/index', async () => ok(await frontIndex(catalogRead(ctx))));
  app.get('/api/pc/home/index', async () => ok(await pcHomeIndex(catalogRead(ctx))));
  app.get('/api/pc/login/getLoginPic', async () => ok(await loginPicture(ctx)));
  // The PC client's site settings (its footer reads them; docs/upstream-contract.md §14).
  app.get('/api/pc/config', async () => {
    const site = await readSiteConfig(ctx, [SITE_KEYS.siteName, SITE_KEYS.siteLogo, SITE_KEYS.consumerHotline]);
    const text = (k: string) => (typeof site.get(k as never) === 'string' ? (site.get(k as never) as string) : '');
    return ok({
      site_name: text(SITE_KEYS.siteName),
      site_logo: text(SITE_KEYS.siteLogo),
      site_url: ctx.config.PUBLIC_URL ?? '',
      sys_phone: text(SITE_KEYS.consumerHotline),
      wechat_qrcode: '',
      is_open_service: 1,
    });
  });
  // A JSON object string with the symbol, as a real upstream answers (docs/upstream-contract.md §14).
  app.get('/api/front/index/paycurrency', async () => ok(currencyString(ctx.config.SHOP_CURRENCY)));
  app.get('/api/front/image/domain', async (req) => ok(imageDomainFor(ctx.config.COMMERCE_IMAGE_DOMAIN, req)));
  // CRMEB's mobile client asks for these on every page load (A's IndexController); answered in A's shapes.
  app.get('/api/front/index/color/config', async () => ok(colorConfig(await siteString(ctx, SITE_KEYS.changeColorConfig, '1'))));
  app.get('/api/front/index/bottom/navigation', async () =>
    ok({
      bottomNavigationList: await groupListOrNull(ctx, GROUP_KEYS.bottomNavigation),
      isCustom: await siteString(ctx, SITE_KEYS.bottomNavigationIsCustom, '0'),
    }),
  );

  app.get('/api/front/language/listall', async (req) => {
    const q = parse(listAllQuery, req.query);
    return ok(await languageList(ctx, q.state === '1'));
  });

  app.get('/api/front/language/content', async (req) => {
    const q = parse(contentQuery, req.query);
    if (q.type !== PAGE_TEXT_TYPE) return ok([]);
    return ok(await pageTexts(ctx, q.languageCode, q.url as string));
  });

  // Hot keywords and activity lists are public catalogue reads too: the read replica when there is one.
  app.get('/api/front/search/keyword', async () => {
    const list = await groupListOrNull(catalogRead(ctx), GROUP_KEYS.hotKeywords);
    return ok(list?.map((k) => ({ id: k.id, title: typeof k.title === 'string' ? k.title : '' })) ?? null);
  });

  app.get('/api/front/user/menu/user', async (req) => {
    await requireUser(ctx, req);
    const [menus, banner] = await Promise.all([groupListOrNull(ctx, GROUP_KEYS.userMenus), groupListOrNull(ctx, GROUP_KEYS.userBanner)]);
    return ok({ routine_my_menus: menus, routine_my_banner: banner });
  });

  app.get('/api/front/activity/index/list', async () => ok(await activityIndexList(catalogRead(ctx))));

  app.get('/api/front/activity/list/:aid', async (req) => {
    const { aid } = parse(aidParam, req.params);
    return ok(await activityProducts(catalogRead(ctx), aid as number, readPage(req.query)));
  });

  app.get('/api/pc/activity/detail/:aid', async (req) => {
    const { aid } = parse(aidParam, req.params);
    return ok(await activityDetail(catalogRead(ctx), aid as number));
  });
}
