import { Pagination } from 'antd';
import { sharedCatalogue } from '@/components/i18n/shared';
import { useTexts } from '@/stores/language';
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

/** `共 N 条`, page-size selector, prev/next pager and a page jump (spec §2); antd's own words follow the language. */
export function Pager({ page, pageSize = DEFAULT_PAGE_SIZE, total, onChange, disabled, loading = false }: PagerProps) {
  const texts = useTexts(sharedCatalogue);
  return (
    <Pagination
      current={page}
      pageSize={pageSize}
      total={total}
      onChange={onChange}
      disabled={disabled || loading}
      showTotal={loading ? () => texts.loading : texts.total}
      showSizeChanger
      showQuickJumper
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      align="end"
    />
  );
}
