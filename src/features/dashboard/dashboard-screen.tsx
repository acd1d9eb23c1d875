import { useState } from 'react';
import { Flex, Segmented, Space, Typography } from 'antd';
import { DASHBOARD_PANEL_KEYS } from '@contract/dashboard';
import { USER_TYPES } from '@contract/host-kinds';
import type { FunnelQuery } from '@/api/dashboard';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { PanelCard } from './panel-card';
import { useTexts } from '@/stores/language';
import { dashboardCatalogue } from './i18n/dashboard';

type Scope = 'park' | 'all';

/** 数据看板: the park's figures, panel by panel; the platform admin may look at every park and their sums. */
export function DashboardScreen() {
  const admin = useSessionStore((s) => s.userType === USER_TYPES.platformAdmin);
  const { parkId, parkName } = useParkStore();
  const texts = useTexts(dashboardCatalogue);
  const [scope, setScope] = useState<Scope>(admin ? 'all' : 'park');
  const query: FunnelQuery = scope === 'all' || parkId === null ? {} : { parkId };
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          {texts.title}
        </Typography.Title>
        {admin ? (
          <Segmented<Scope>
            aria-label={texts.scope}
            value={scope}
            onChange={setScope}
            options={[
              { value: 'all', label: texts.allParks },
              { value: 'park', label: parkName ?? texts.currentPark, disabled: parkId === null },
            ]}
          />
        ) : (
          <Typography.Text type="secondary">{parkName}</Typography.Text>
        )}
      </Flex>
      {DASHBOARD_PANEL_KEYS.map((panel) => (
        <PanelCard key={panel} panel={panel} query={query} />
      ))}
    </Space>
  );
}
