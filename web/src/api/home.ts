import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from './client';
import { text } from './wire';
import { pick } from '../../../shared/contract/fields';
import { pcHome } from '../../../shared/contract/site';

export const homeKeys = {
  pcHome: ['site', 'pcHome'] as const,
};

/** Banner items are CRMEB group data; their keys vary between builds (pic/image, url/link). */
const bannerSchema = z
  .object({
    id: z.unknown().optional(),
    name: text,
    title: text,
    pic: text,
    image: text,
    img: text,
    url: text,
    link: text,
    linkUrl: text,
  })
  .transform((b) => ({
    name: b.name || b.title || '',
    image: b.pic || b.image || b.img || '',
    url: b.url || b.link || b.linkUrl || '',
  }));
export type Banner = z.output<typeof bannerSchema>;

const bannerList = z
  .array(z.unknown())
  .nullish()
  .transform((l) =>
    (l ?? [])
      .map((x) => bannerSchema.safeParse(x))
      .filter((r) => r.success)
      .map((r) => r.data)
      .filter((b) => b.image !== ''),
  );

// Banners keep a reader of their own (key names vary between builds), under the contract's field names.
const pcHomeSchema = pick(pcHome, ['recommendImage', 'shopStreetHeaderImag'], {
  banner: { strict: pcHome.shape.banner.strict, lenient: bannerList },
  bastBanner: { strict: pcHome.shape.bastBanner.strict, lenient: bannerList },
}).lenient;

export function parsePcHome(data: unknown) {
  return pcHomeSchema.parse(data ?? {});
}

/** GET /api/pc/home/index: the PC home's banner, promotion banners and images (docs/upstream-contract.md §12). */
export function usePcHome() {
  return useQuery({
    queryKey: homeKeys.pcHome,
    queryFn: async ({ signal }) => parsePcHome(await apiGet<unknown>('/api/pc/home/index', undefined, signal)),
    staleTime: 5 * 60_000,
  });
}
