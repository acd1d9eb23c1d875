import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Typography, Upload } from 'antd';
import { PERSONNEL_TEMPLATE_NAME, downloadPersonnelTemplate, importPersonnel, type PersonnelImportResult } from '@/api/personnel';
import { useInvalidate } from '@/api/queries/invalidate';
import { Dialog } from '@/components/dialog/dialog';
import { saveFile } from '@/lib/save-file';
import { MAX_PERSONNEL_IMPORT_ROWS } from '@contract/personnel-rules';
import { useTexts } from '@/stores/language';
import { staffCatalogue } from './i18n/staff';
import { PERSONNEL_LIST_KEY } from './staff-queries';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function ImportOutcome({ result }: { result: PersonnelImportResult }) {
  const words = useTexts(staffCatalogue).import;
  if (result.state === 'success') return <Alert type="success" showIcon title={words.imported(result.imported)} />;
  return (
    <Alert
      type="error"
      showIcon
      title={words.failed(result.total, result.errors.length)}
      description={
        <ul aria-label={words.errors} style={{ maxHeight: 240, overflow: 'auto', margin: 0, paddingLeft: 20 }}>
          {result.errors.map((error) => (
            <li key={error.row}>{words.rowError(error.row, error.message)}</li>
          ))}
        </ul>
      }
    />
  );
}

/** 批量导入: the template, the upload of a filled one, and the outcome (all rows imported, or none and why). */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const invalidate = useInvalidate();
  const [result, setResult] = useState<PersonnelImportResult | null>(null);
  const words = useTexts(staffCatalogue).import;

  const importing = useMutation({
    mutationFn: importPersonnel,
    onMutate: () => setResult(null),
    onSuccess: (outcome) => {
      setResult(outcome);
      if (outcome.state === 'success') void invalidate(PERSONNEL_LIST_KEY);
    },
    // A refusal: the HTTP client has shown why (not the template, not an .xlsx file).
  });

  const close = () => {
    setResult(null);
    onClose();
  };

  return (
    <Dialog title={words.title} open={open} onCancel={close} footer={<Button onClick={close}>{words.close}</Button>} destroyOnHidden>
      <Flex vertical gap={12}>
        <Typography.Text>
          {words.guide(MAX_PERSONNEL_IMPORT_ROWS)}
        </Typography.Text>
        <Flex gap={8}>
          <Button onClick={() => void downloadPersonnelTemplate().then((blob) => saveFile(blob, PERSONNEL_TEMPLATE_NAME), () => undefined)}>{words.template}</Button>
          <Upload
            accept={XLSX}
            showUploadList={false}
            disabled={importing.isPending}
            beforeUpload={(file) => {
              importing.mutate(file);
              return false;
            }}
          >
            <Button type="primary" loading={importing.isPending}>
              {words.choose}
            </Button>
          </Upload>
        </Flex>
        {result && <ImportOutcome result={result} />}
      </Flex>
    </Dialog>
  );
}
