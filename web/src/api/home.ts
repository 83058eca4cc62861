import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from './client';
import { text } from './wire';

export const homeKeys = {
  pcHome: ['site', 'pcHome'] as const,
};

/** Banner items are CRMEB group data; their keys vary between builds (pic/image, url/link). */
const bannerSchema = z
  .object({
    id: z.unknown().optional(),
    name: text.optional(),
    title: text.optional(),
    pic: text.optional(),
    image: text.optional(),
    img: text.optional(),
    url: text.optional(),
    link: text.optional(),
    linkUrl: text.optional(),
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

const pcHomeSchema = z.object({
  banner: bannerList,
  bastBanner: bannerList,
  recommendImage: text,
  shopStreetHeaderImag: text,
});

export function parsePcHome(data: unknown) {
  return pcHomeSchema.parse(data ?? {});
}

/** GET /api/pc/home/index: the PC home's banner, promotion banners and images (contract §12). */
export function usePcHome() {
  return useQuery({
    queryKey: homeKeys.pcHome,
    queryFn: async ({ signal }) => parsePcHome(await apiGet<unknown>('/api/pc/home/index', undefined, signal)),
    staleTime: 5 * 60_000,
  });
}
