import { useState } from 'react';
import { Alert, Button, Card, Empty, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LifeTreeCompany } from '@/api/life-tree';
import { loadError } from '@/api/queries/load-error';
import { companyUserQuery } from '@/api/queries/user-queries';
import { useSessionStore } from '@/stores/session';
import { CompanyPicker } from './company-picker';
import { LifeTreeView } from './life-tree-view';
import { useTexts } from '@/stores/language';
import { lifeTreeCatalogue } from './i18n/life-tree';

const idFrom = (value: string | null) => (value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null);

/** Manage: pick a company of the park (kept in the URL as `?id=`, so a list can link here), then its tree. */
function ParkCompanyTree() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const companyId = idFrom(params.get('id'));
  const [chosen, setChosen] = useState<LifeTreeCompany[]>([]);
  const { screen } = useTexts(lifeTreeCatalogue);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap>
          <span>{screen.company}</span>
          <CompanyPicker
            value={companyId}
            known={chosen}
            onChange={(id, company) => {
              setChosen(company ? [company] : []);
              setParams(id ? { id: String(id) } : {}, { replace: true });
            }}
          />
          <Button onClick={() => navigate(companyId ? `/companyTreeRatio?ids=${companyId}` : '/companyTreeRatio')}>{screen.compare}</Button>
        </Space>
      </Card>
      {companyId ? <LifeTreeView companyId={companyId} /> : <Empty description={screen.chooseCompany} />}
    </Space>
  );
}

/** Front: the signed-in company's own tree. */
function OwnCompanyTree() {
  const own = useQuery(companyUserQuery());
  const { common, screen } = useTexts(lifeTreeCatalogue);
  if (own.isPending) return <Spin />;
  if (own.isError) return <Alert type="error" title={loadError(own.error)} action={<Button onClick={() => void own.refetch()}>{common.retry}</Button>} />;
  if (own.data.companyId === null) return <Empty description={screen.noOwnCompany} />;
  return <LifeTreeView companyId={own.data.companyId} />;
}

/** Screen `companyTree`: a company's growth on one timeline (issue 13 point 5). */
export function CompanyTreeScreen() {
  const hostKey = useSessionStore((state) => state.hostKey);
  return hostKey === 'front' ? <OwnCompanyTree /> : <ParkCompanyTree />;
}
