import { queryOptions } from '@tanstack/react-query';
import { compareCompanies, fetchLifeTree, fetchTreeCompanies } from '@/api/life-tree';

// The life tree's server data, keyed by call and parameters. A milestone change invalidates LIFE_TREE_KEY.

export const LIFE_TREE_KEY = ['v1/enterprise/companyLifeTree/detail'] as const;
export const COMPARISON_KEY = ['v1/enterprise/companyLifeTree/comparison'] as const;

export const lifeTreeQuery = (companyId: number) =>
  queryOptions({ queryKey: [...LIFE_TREE_KEY, companyId], queryFn: () => fetchLifeTree(companyId) });

export const treeCompaniesQuery = (keyword: string) =>
  queryOptions({ queryKey: ['v1/enterprise/companyLifeTree/companies', keyword], queryFn: () => fetchTreeCompanies(keyword) });

export const comparisonQuery = (companyIds: number[]) =>
  queryOptions({ queryKey: [...COMPARISON_KEY, companyIds], queryFn: () => compareCompanies(companyIds) });
