import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PAGE_SIZE } from '../../../shared/constants';
import { apiGet } from './client';
import { num, pageOf, text } from './wire';

/** Contract §13: the points account. */
const summarySchema = z.object({ integral: num, sumIntegral: num, deductionIntegral: num, frozenIntegral: num });

const entrySchema = z.object({ id: num, title: text, integral: num, type: num, balance: num, linkId: text, createTime: text });

export const integralKeys = {
  all: ['integral'] as const,
  summary: ['integral', 'summary'] as const,
  list: (type: 0 | 1 | 2, page: number) => ['integral', 'list', type, page] as const,
};

export function usePointsSummary() {
  return useQuery({ queryKey: integralKeys.summary, queryFn: async ({ signal }) => summarySchema.parse(await apiGet('/api/front/integral/user', undefined, signal)) });
}

/** type 0 all, 1 earned ("ascension"), 2 spent. */
export function usePointsList(type: 0 | 1 | 2, page: number) {
  return useQuery({
    queryKey: integralKeys.list(type, page),
    queryFn: async ({ signal }) => pageOf(entrySchema).parse(await apiGet('/api/front/integral/list', { type, page, limit: PAGE_SIZE }, signal)),
  });
}
