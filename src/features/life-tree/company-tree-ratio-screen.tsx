import { useState } from 'react';
import { Button, Card, Empty, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { LifeTreeCompany } from '@/api/life-tree';
import { CompanyPicker } from './company-picker';
import { ComparisonView } from './comparison-view';
import { useTexts } from '@/stores/language';
import { lifeTreeCatalogue } from './i18n/life-tree';

export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

const idsFrom = (value: string | null): number[] =>
  [...new Set((value ?? '').split(',').filter((s) => /^[1-9][0-9]{0,9}$/.test(s)).map(Number))].slice(0, MAX_COMPARED);

/** Screen `companyTreeRatio`: 2 to 4 companies of the park side by side per year (kept in the URL as `?ids=`). */
export function CompanyTreeRatioScreen() {
  const [params, setParams] = useSearchParams();
  const compared = idsFrom(params.get('ids'));
  const [picked, setPicked] = useState<number[]>(compared);
  const { screen } = useTexts(lifeTreeCatalogue);
  const [known, setKnown] = useState<LifeTreeCompany[]>([]);
  const ready = picked.length >= MIN_COMPARED && picked.length <= MAX_COMPARED;
  const showing = compared.length >= MIN_COMPARED;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap>
          <span>{screen.compared}</span>
          <CompanyPicker
            multiple
            max={MAX_COMPARED}
            value={picked}
            known={known}
            placeholder={screen.comparePlaceholder}
            onChange={(ids, companies) => {
              setPicked(ids);
              setKnown((before) => [...before.filter((c) => !companies.some((n) => n.id === c.id)), ...companies]);
            }}
          />
          <Button type="primary" disabled={!ready} onClick={() => setParams({ ids: picked.join(',') })}>
            {screen.start}
          </Button>
          {!ready && <Typography.Text type="secondary">{screen.chooseRange}</Typography.Text>}
        </Space>
      </Card>
      {showing ? <ComparisonView companyIds={compared} /> : <Empty description={screen.chooseToCompare} />}
    </Space>
  );
}
