import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import { Avatar, Button, Card, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import type { ParkBrief } from '@/api/types';
import { noRegion, ParkSwitcher, parksInRegion, type RegionFilter } from '@/app/home/park-switcher';
import { shellCatalogue } from '@/app/i18n/shell';
import { useTexts } from '@/stores/language';

interface Props {
  parks: ParkBrief[];
  onChoose: (park: ParkBrief) => void;
}

/** The home screen of a manage user with several parks: pick the park to work in. */
export function ParkChooser({ parks, onChoose }: Props) {
  const { chooser } = useTexts(shellCatalogue);
  const [region, setRegion] = useState<RegionFilter>(noRegion);
  const shown = parksInRegion(parks, region);
  return (
    <Card>
      <Typography.Title level={4}>{chooser.title}</Typography.Title>
      <ParkSwitcher parks={parks} region={region} onRegionChange={setRegion} onChoose={onChoose} />
      <Flex gap={16} wrap style={{ marginTop: 24 }} role="list" aria-label={chooser.list}>
        {shown.length === 0 && <Empty description={chooser.none} />}
        {shown.map((park) => (
          <Card key={park.id} role="listitem" aria-label={park.name} style={{ width: 220 }}>
            <Flex vertical align="center" gap={12}>
              <Avatar shape="square" size={64} src={park.logo || undefined} icon={<HomeOutlined />} alt={park.name} />
              <Typography.Text strong>{park.name}</Typography.Text>
              <Button type="primary" onClick={() => onChoose(park)}>
                {chooser.choose}
              </Button>
            </Flex>
          </Card>
        ))}
      </Flex>
    </Card>
  );
}
