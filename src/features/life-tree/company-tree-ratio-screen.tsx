import { useState } from 'react';
import { Button, Card, Empty, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { LifeTreeCompany } from '@/api/life-tree';
import { CompanyPicker } from './company-picker';
import { ComparisonView } from './comparison-view';

export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

const idsFrom = (value: string | null): number[] =>
  [...new Set((value ?? '').split(',').filter((s) => /^[1-9][0-9]{0,9}$/.test(s)).map(Number))].slice(0, MAX_COMPARED);

/** Screen `companyTreeRatio`: 2 to 4 companies of the park side by side per year (kept in the URL as `?ids=`). */
export function CompanyTreeRatioScreen() {
  const [params, setParams] = useSearchParams();
  const compared = idsFrom(params.get('ids'));
  const [picked, setPicked] = useState<number[]>(compared);
  const [known, setKnown] = useState<LifeTreeCompany[]>([]);
  const ready = picked.length >= MIN_COMPARED && picked.length <= MAX_COMPARED;
  const showing = compared.length >= MIN_COMPARED;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap>
          <span>对比企业</span>
          <CompanyPicker
            multiple
            max={MAX_COMPARED}
            value={picked}
            known={known}
            placeholder="请输入企业名称搜索，选择 2 至 4 家"
            onChange={(ids, companies) => {
              setPicked(ids);
              setKnown((before) => [...before.filter((c) => !companies.some((n) => n.id === c.id)), ...companies]);
            }}
          />
          <Button type="primary" disabled={!ready} onClick={() => setParams({ ids: picked.join(',') })}>
            开始对比
          </Button>
          {!ready && <Typography.Text type="secondary">请选择 2 至 4 家企业</Typography.Text>}
        </Space>
      </Card>
      {showing ? <ComparisonView companyIds={compared} /> : <Empty description="请选择 2 至 4 家企业进行对比" />}
    </Space>
  );
}
