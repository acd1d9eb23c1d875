import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Spin, Typography, message } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { startExport, type ExportField } from '@/api/company-export';
import { loadError } from '@/api/queries/load-error';
import { saveFile } from '@/lib/save-file';
import { useContractWord } from '@/components/i18n/contract-word';
import { useTexts } from '@/stores/language';
import { useParkStore } from '@/stores/park';
import { companyExportCatalogue } from './i18n/company-export';
import { describeFilter, filterFromQuery } from './export-filters';
import { EXPORT_TASKS_KEY, exportModelsQuery } from './export-queries';
import { ExportTasks } from './export-tasks';
import { FieldPicker, pickedFields } from './field-picker';

function ExportPanel({ parkId }: { parkId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const filter = useMemo(() => filterFromQuery(params), [params]);
  const { data: models, isPending, error, refetch } = useQuery(exportModelsQuery(parkId));
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const texts = useTexts(companyExportCatalogue);
  const words = texts.screen;
  const word = useContractWord();
  const exporting = useMutation({
    mutationFn: (fields: ExportField[]) => startExport('xlsx', { ...filter, parkId, fields }),
    onSuccess: (answer) => {
      if (answer instanceof Blob) {
        saveFile(answer, words.fileName(dayjs().format('YYYYMMDDHHmmss')));
      } else {
        void message.info(words.queued(answer.total));
      }
      void queryClient.invalidateQueries({ queryKey: EXPORT_TASKS_KEY });
    },
    // A failure: the HTTP client has already shown why.
  });

  if (isPending) return <Spin />;
  if (error) {
    return <Alert type="error" showIcon title={loadError(error)} action={<Button onClick={() => void refetch()}>{words.retry}</Button>} />;
  }

  const scope = describeFilter(filter, texts.filter, word).join(words.separator);
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={words.chooseFields}>
        <Flex vertical gap={12}>
          <Typography.Text>{words.scope(scope)}</Typography.Text>
          <FieldPicker models={models} picked={picked} onChange={setPicked} />
          <Flex gap={8}>
            <Button type="primary" loading={exporting.isPending} onClick={() => exporting.mutate(pickedFields(models, picked))}>
              {words.export}
            </Button>
            <Button onClick={() => void navigate(`/settlecompany${params.size ? `?${params.toString()}` : ''}`)}>{words.back}</Button>
          </Flex>
        </Flex>
      </Card>
      <ExportTasks parkId={parkId} />
    </Flex>
  );
}

/** Screen `selectFeild-export`: pick fields of the park's models and export the filtered companies as .xlsx. */
export function SelectFieldExportScreen() {
  const parkId = useParkStore((state) => state.parkId);
  const words = useTexts(companyExportCatalogue).screen;
  if (!parkId) return <Alert type="warning" showIcon title={words.choosePark} />;
  return <ExportPanel parkId={parkId} />;
}
