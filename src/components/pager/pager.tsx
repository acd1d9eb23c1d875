import { Pagination } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { sharedCatalogue } from '@/components/i18n/shared';
import { useLanguage, useTexts } from '@/stores/language';
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
  const language = useLanguage();
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
      // Chinese even outside the app's locale provider (a pager on its own); English from the provider's antd locale.
      locale={language === 'zh-CN' ? zhCN.Pagination : undefined}
      align="end"
    />
  );
}
