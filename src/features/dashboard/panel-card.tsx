import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Row, Spin, Table } from 'antd';
import { DASHBOARD_PANELS, type DashboardPanelKey } from '@contract/dashboard';
import { dashboardCalls, exportPanel, type FunnelQuery } from '@/api/dashboard';
import { loadError } from '@/api/queries/load-error';
import { BarChart } from '@/components/charts/bar-chart';
import { saveFile } from '@/lib/save-file';
import { MayCall } from '@/stores/access';
import { panelQuery } from './dashboard-queries';
import { cellText, chartFigures, columnsOf } from './panel-figures';
import { useTexts } from '@/stores/language';
import { useContractWord } from '@/components/i18n/contract-word';
import { dashboardCatalogue } from './i18n/dashboard';

/** One panel: its chart, the table carrying the same numbers, and its .xlsx. */
export function PanelCard({ panel, query }: { panel: DashboardPanelKey; query: FunnelQuery }) {
  const texts = useTexts(dashboardCatalogue);
  const label = useContractWord()(DASHBOARD_PANELS[panel].label);
  const { data, isPending, error, refetch } = useQuery(panelQuery(panel, query));
  const exporting = useMutation({
    mutationFn: () => exportPanel(panel, query),
    onSuccess: (file) => saveFile(file, `${label}.xlsx`),
    // A failure: the HTTP client has already shown why.
  });
  const exportButton = (
    <MayCall call={dashboardCalls.export}>
      <Button size="small" aria-label={texts.exportLabel(label)} loading={exporting.isPending} disabled={!data} onClick={() => exporting.mutate()}>
        {texts.exportButton}
      </Button>
    </MayCall>
  );
  return (
    <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{label}</h2>} extra={exportButton}>
      {isPending ? (
        <Spin />
      ) : error ? (
        <Alert type="error" showIcon title={loadError(error)} action={<Button onClick={() => void refetch()}>{texts.retry}</Button>} />
      ) : data.rows.length === 0 ? (
        <Empty description={texts.empty} />
      ) : (
        <PanelBody panel={panel} answer={data} />
      )}
    </Card>
  );
}

function PanelBody({ panel, answer }: { panel: DashboardPanelKey; answer: Parameters<typeof columnsOf>[1] }) {
  const texts = useTexts(dashboardCatalogue);
  const word = useContractWord();
  const label = word(DASHBOARD_PANELS[panel].label);
  const figures = chartFigures(panel, answer, word, texts.yuan);
  const columns = columnsOf(panel, answer).map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: word(column.title),
    align: column.kind === 'text' ? ('left' as const) : ('right' as const),
    render: (value: string | number | undefined) => cellText(column.kind, value),
  }));
  const rows = [...answer.rows, ...answer.sums].map((row, index) => ({ ...row, key: index }));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <BarChart label={label} categories={figures.categories} series={figures.series} axis={figures.unit} />
      </Col>
      <Col xs={24} xl={12}>
        <Table aria-label={texts.table(label)} size="small" columns={columns} dataSource={rows} pagination={false} />
      </Col>
    </Row>
  );
}
