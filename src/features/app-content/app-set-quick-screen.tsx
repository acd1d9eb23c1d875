import { Flex } from 'antd';
import { AppPreview } from './app-preview';
import { SlotSection } from './slot-section';

/** Screen `appSet-quick`: the quick entries in their order, beside the preview. */
export function AppSetQuickScreen() {
  return (
    <Flex gap={24} align="flex-start" wrap>
      <div style={{ flex: '1 1 480px', minWidth: 0 }}>
        <SlotSection kind="quickEnter" />
      </div>
      <AppPreview />
    </Flex>
  );
}
