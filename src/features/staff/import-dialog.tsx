import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Typography, Upload } from 'antd';
import { PERSONNEL_TEMPLATE_NAME, downloadPersonnelTemplate, importPersonnel, type PersonnelImportResult } from '@/api/personnel';
import { useInvalidate } from '@/api/queries/invalidate';
import { Dialog } from '@/components/dialog/dialog';
import { saveFile } from '@/lib/save-file';
import { MAX_PERSONNEL_IMPORT_ROWS } from '@contract/personnel-rules';
import { PERSONNEL_LIST_KEY } from './staff-queries';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function ImportOutcome({ result }: { result: PersonnelImportResult }) {
  if (result.state === 'success') return <Alert type="success" showIcon title={`导入成功：共 ${result.imported} 名员工`} />;
  return (
    <Alert
      type="error"
      showIcon
      title={`导入失败：共 ${result.total} 行，${result.errors.length} 行有误，未导入任何员工。请修改后重新导入。`}
      description={
        <ul aria-label="导入错误" style={{ maxHeight: 240, overflow: 'auto', margin: 0, paddingLeft: 20 }}>
          {result.errors.map((error) => (
            <li key={error.row}>{`第 ${error.row} 行：${error.message}`}</li>
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
    <Dialog title="批量导入员工" open={open} onCancel={close} footer={<Button onClick={close}>关闭</Button>} destroyOnHidden>
      <Flex vertical gap={12}>
        <Typography.Text>
          {`下载模板，按表头填写后上传。姓名、手机号、身份证号、入职日期必填；一次最多 ${MAX_PERSONNEL_IMPORT_ROWS} 行；任一行有误则全部不导入。`}
        </Typography.Text>
        <Flex gap={8}>
          <Button onClick={() => void downloadPersonnelTemplate().then((blob) => saveFile(blob, PERSONNEL_TEMPLATE_NAME), () => undefined)}>下载模板</Button>
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
              选择文件并导入
            </Button>
          </Upload>
        </Flex>
        {result && <ImportOutcome result={result} />}
      </Flex>
    </Dialog>
  );
}
