import { HttpResponse } from 'msw';
import type { LifeTree, LifeTreeComparison, Milestone } from '@/api/life-tree';

export const ok = (data: unknown) => HttpResponse.json({ code: 1, msg: 'ok', data });

export const company = { id: 7, name: '星云智能科技有限公司', parkId: 1, state: 1, industry: '人工智能', changePending: false };

export const funding: Milestone = {
  id: 31, companyId: 7, kind: 'funding', title: '天使轮', occurredOn: '2023-04-01', amountFen: 500_000_000, detail: '领投：某资本',
};
export const qualification: Milestone = {
  id: 32, companyId: 7, kind: 'qualification', title: '高新技术企业', occurredOn: '2024-11-20', amountFen: null, detail: null,
};

const fromMilestone = (m: Milestone) => ({
  key: `milestone-${m.id}`, source: 'milestone' as const, kind: m.kind, date: m.occurredOn, title: m.title, detail: m.detail, amountFen: m.amountFen, milestone: m,
});

export function tree(milestones: Milestone[] = [funding, qualification]): LifeTree {
  return {
    company,
    timeline: [
      { key: 'event-1', source: 'event', kind: 'registered', date: '2023-01-05', title: '注册账号', detail: null, amountFen: null, milestone: null },
      { key: 'event-2', source: 'event', kind: 'passed', date: '2023-02-10', title: '入驻审核通过', detail: null, amountFen: null, milestone: null },
      { key: 'event-3', source: 'event', kind: 'movedIn', date: '2023-03-01', title: '迁入房间', detail: '房间：A座 3层 301室；面积：120㎡', amountFen: null, milestone: null },
      ...milestones.map(fromMilestone),
    ],
    tenancies: [{ roomId: 5, room: 'A座 3层 301室', areaSqm: 120, movedInOn: '2023-03-01', movedOutOn: null }],
    months: [
      { month: '2023-01', headcount: 3, areaSqm: 0 },
      { month: '2023-02', headcount: 5, areaSqm: 0 },
      { month: '2023-03', headcount: 8, areaSqm: 120 },
    ],
  };
}

const kinds = (patch: Partial<Record<string, number>> = {}) => ({ funding: 0, patent: 0, award: 0, qualification: 0, revenue: 0, ...patch });

export const comparison: LifeTreeComparison = {
  years: [2023, 2024],
  companies: [
    {
      company,
      years: [
        { year: 2023, headcount: 8, areaSqm: 120, fundingFen: 500_000_000, milestones: kinds({ funding: 1 }) },
        { year: 2024, headcount: 15, areaSqm: 200, fundingFen: 0, milestones: kinds({ qualification: 1, patent: 2 }) },
      ],
    },
    {
      company: { id: 8, name: '智造机器人有限公司', parkId: 1, state: 1, industry: null, changePending: false },
      years: [
        { year: 2023, headcount: 20, areaSqm: 300, fundingFen: 0, milestones: kinds() },
        { year: 2024, headcount: 22, areaSqm: 300, fundingFen: 0, milestones: kinds({ award: 1 }) },
      ],
    },
  ],
};

export const parkCompanies = [company, comparison.companies[1]!.company, { id: 9, name: '恒远物流有限公司', parkId: 1, state: 3, industry: null, changePending: false }];
