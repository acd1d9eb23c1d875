import { Pagination } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@/contract/constants';

export interface PagerProps {
  page: number;
  pageSize?: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
  disabled?: boolean;
}

const showTotal = (total: number) => `共 ${total} 条`;

/** `共 N 条`, page-size selector, prev/next pager and a page jump (spec §2). */
export function Pager({ page, pageSize = DEFAULT_PAGE_SIZE, total, onChange, disabled }: PagerProps) {
  return (
    <Pagination
      current={page}
      pageSize={pageSize}
      total={total}
      onChange={onChange}
      disabled={disabled}
      showTotal={showTotal}
      showSizeChanger
      showQuickJumper
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      locale={zhCN.Pagination}
      align="end"
    />
  );
}
