import { Pagination } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { LOADING_TEXT } from '@/components/data-table/data-table';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@contract/constants';

export interface PagerProps {
  page: number;
  pageSize?: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
  disabled?: boolean;
  /** Before the first answer: says so instead of a count of 0. */
  loading?: boolean;
}

const showTotal = (total: number) => `共 ${total} 条`;
const showLoading = () => LOADING_TEXT;

/** `共 N 条`, page-size selector, prev/next pager and a page jump (spec §2). */
export function Pager({ page, pageSize = DEFAULT_PAGE_SIZE, total, onChange, disabled, loading = false }: PagerProps) {
  return (
    <Pagination
      current={page}
      pageSize={pageSize}
      total={total}
      onChange={onChange}
      disabled={disabled || loading}
      showTotal={loading ? showLoading : showTotal}
      showSizeChanger
      showQuickJumper
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      locale={zhCN.Pagination}
      align="end"
    />
  );
}
