import { useMemo } from 'react';
import { Empty, Tree } from 'antd';
import type { MenuAdminTree } from '@/api/privilege';
import { grantNodes, toggleGrant, type GrantNode } from './grant-keys';
import { useTexts } from '@/stores/language';
import { accessCatalogue } from './i18n/access';

export interface GrantTreeProps {
  tree: MenuAdminTree;
  checked: string[];
  onChange?: (keys: string[]) => void;
  readOnly?: boolean;
}

/** The menus and button privileges of a role, to tick (spec §6: the menu-privilege setting). */
export function GrantTree({ tree, checked, onChange, readOnly = false }: GrantTreeProps) {
  const texts = useTexts(accessCatalogue);
  const nodes = useMemo(() => grantNodes(tree, texts), [tree, texts]);
  if (nodes.length === 0) return <Empty description={texts.role.noMenus} />;
  return (
    <Tree<GrantNode>
      checkable
      checkStrictly
      selectable={false}
      defaultExpandAll
      disabled={readOnly}
      treeData={nodes}
      fieldNames={{ key: 'key', title: 'title', children: 'children' }}
      checkedKeys={{ checked, halfChecked: [] }}
      onCheck={(_, info) => onChange?.(toggleGrant(nodes, checked, String(info.node.key), info.checked))}
    />
  );
}
