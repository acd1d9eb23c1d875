import { Flex, Space } from 'antd';
import { AppPreview } from './app-preview';
import { SlotSection } from './slot-section';

/** Screen `appSet-manage`: the app's home — banners, quick entries, service phones, recommended content and the
 * portal carousel — beside a phone-width preview of what tenants see. */
export function AppSetManageScreen() {
  return (
    <Flex gap={24} align="flex-start" wrap>
      <Space orientation="vertical" size={16} style={{ flex: '1 1 480px', minWidth: 0 }}>
        <SlotSection kind="banner" />
        <SlotSection kind="quickEnter" />
        <SlotSection kind="phone" />
        <SlotSection kind="recommend" />
        <SlotSection kind="carousel" />
      </Space>
      <AppPreview />
    </Flex>
  );
}
