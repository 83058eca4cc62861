import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../shared/constants';
import { apiGet } from './client';
import { page as pageOf } from '../../../shared/contract/common';
import { pointsEntry, pointsSummary } from '../../../shared/contract/user';

/** docs/upstream-contract.md §13: the points account. */
const summarySchema = pointsSummary.lenient;


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
    queryFn: async ({ signal }) => pageOf(pointsEntry).lenient.parse(await apiGet('/api/front/integral/list', { type, page, limit: PAGE_SIZE }, signal)),
  });
}
