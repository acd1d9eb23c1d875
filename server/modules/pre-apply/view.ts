import type { PreApplyAction, PreApplyActor, PreApplyState } from '@contract/pre-apply-states';
import type { PreApplyDetail, PreApplyRow, PreApplyStep } from '@contract/schemas/pre-apply';
import type { PreApplyRecord } from './queries';

type RowFields = Pick<PreApplyRecord, 'id' | 'parkId' | 'policyId' | 'policyTitle' | 'companyId' | 'companyName' | 'state' | 'version' | 'submittedAt' | 'decidedAt' | 'createdAt' | 'updatedAt'>;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function rowView(row: RowFields): PreApplyRow {
  return {
    id: row.id,
    parkId: row.parkId,
    policyId: row.policyId,
    policyTitle: row.policyTitle,
    companyId: row.companyId,
    companyName: row.companyName,
    state: row.state,
    version: row.version,
    submittedAt: iso(row.submittedAt),
    decidedAt: iso(row.decidedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface StepRecord {
  id: number;
  action: PreApplyAction;
  fromState: PreApplyState | null;
  toState: PreApplyState;
  who: PreApplyActor;
  actorName: string;
  opinion: string | null;
  at: Date;
}

export function detailView(row: PreApplyRecord, steps: StepRecord[]): PreApplyDetail {
  return {
    ...rowView(row),
    form: row.form,
    match: row.match,
    cancelReason: row.cancelReason,
    history: steps.map(
      (s): PreApplyStep => ({
        id: s.id,
        action: s.action,
        fromState: s.fromState,
        toState: s.toState,
        who: s.who,
        actorName: s.actorName,
        opinion: s.opinion,
        at: s.at.toISOString(),
      }),
    ),
  };
}
