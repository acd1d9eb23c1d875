import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/api/call';
import { compareCompanies, fetchLifeTree, fetchTreeCompanies, lifeTreeCalls } from '@/api/life-tree';

// The life tree's server data, keyed by call and parameters. A milestone change invalidates LIFE_TREE_KEY.

export const LIFE_TREE_KEY = callKey(lifeTreeCalls.detail);
export const COMPARISON_KEY = callKey(lifeTreeCalls.comparison);

export const lifeTreeQuery = (companyId: number) =>
  queryOptions({ queryKey: [...LIFE_TREE_KEY, companyId], queryFn: () => fetchLifeTree(companyId) });

export const treeCompaniesQuery = (keyword: string) =>
  queryOptions({ queryKey: [...callKey(lifeTreeCalls.companies), keyword], queryFn: () => fetchTreeCompanies(keyword) });

export const comparisonQuery = (companyIds: number[]) =>
  queryOptions({ queryKey: [...COMPARISON_KEY, companyIds], queryFn: () => compareCompanies(companyIds) });
