import { describe, expect, it } from 'vitest';
import { siteIndex } from '../../../shared/contract/site.js';
import { SITE_KEYS } from '../../../server/commerce/content/site-config.js';
import { commerceSuite } from './suite.js';

/**
 * "Chat with us" links to `consumerH5Url`: the operator's site setting, else the deployment's SUPPORT_CHAT_URL,
 * else nothing (the storefront then shows no chat link). The demo seed brings no chat service of its own.
 */
const chatOf = async (c: ReturnType<typeof commerceSuite>) => {
  const home = await c.call('GET', '/api/front/index');
  const pc = await c.call('GET', '/api/pc/home/index');
  return [(home.data as { consumerH5Url: string }).consumerH5Url, (pc.data as { consumerH5Url: string }).consumerH5Url];
};

describe('support chat link, default install (demo seed, no SUPPORT_CHAT_URL)', () => {
  const c = commerceSuite({ seed: 'always' });
  it('answers no chat link rather than a placeholder address', async () => {
    expect(siteIndex.lenient.parse((await c.call('GET', '/api/front/index')).data).consumerH5Url).toBe('');
    expect(await chatOf(c)).toEqual(['', '']);
  });
});

describe('support chat link from SUPPORT_CHAT_URL', () => {
  const c = commerceSuite({ env: { SUPPORT_CHAT_URL: 'https://chat.example.com/storefront' } });
  it('answers the configured chat on the home and PC home answers', async () => {
    expect(await chatOf(c)).toEqual(['https://chat.example.com/storefront', 'https://chat.example.com/storefront']);
  });
  it("lets the operator's own site setting win", async () => {
    await c.db.insertInto('siteConfig').values({ key: SITE_KEYS.consumerH5Url, value: JSON.stringify('https://help.example.org/live') }).execute();
    expect(await chatOf(c)).toEqual(['https://help.example.org/live', 'https://help.example.org/live']);
  });
});
