import { useEffect, useRef, useState } from 'react';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Upload, message, type UploadFile, type UploadProps } from 'antd';
import { uploadFiles } from '@/api/upload';
import { sharedCatalogue } from '@/components/i18n/shared';
import { primeFileNames, useFileNames } from '@/components/files/file-names';
import { useTexts } from '@/stores/language';
import { acceptFor, checkCount, checkFile, readHead, type UploadMode } from '@/lib/upload-rules';

export interface UploaderProps {
  /** The stored file URLs; the uploader is a controlled antd form field. */
  value?: string[];
  onChange?: (urls: string[]) => void;
  mode?: UploadMode;
  /** Most files the field may hold; more gives `最多上传{n}个文件`. */
  maxCount?: number;
  disabled?: boolean;
  buttonText?: string;
}

const NO_URLS: string[] = [];

function asDone(url: string, name: string): UploadFile {
  return { uid: url, name, status: 'done', url, thumbUrl: url };
}

/**
 * Uploads to the file service; checks type, size and count first (spec §5); previews, progress, remove. Each file
 * shows under the name it was uploaded with (the service keeps it; the field holds the stored URLs).
 */
export function Uploader({ value = NO_URLS, onChange, mode = 'image', maxCount, disabled, buttonText }: UploaderProps) {
  const texts = useTexts(sharedCatalogue);
  const [inFlight, setInFlight] = useState<UploadFile[]>([]);
  const queryClient = useQueryClient();
  const names = useFileNames(value);
  const latest = useRef(value);
  const inFlightCount = useRef(0);
  const warnedBatch = useRef<File[] | null>(null);

  useEffect(() => {
    latest.current = value;
  }, [value]);

  const emit = (urls: string[]) => {
    latest.current = urls;
    onChange?.(urls);
  };

  const beforeUpload: UploadProps['beforeUpload'] = async (file, batch) => {
    const countError = checkCount(latest.current.length + inFlightCount.current, batch.length, maxCount);
    if (countError) {
      if (warnedBatch.current !== batch) void message.error(countError);
      warnedBatch.current = batch;
      return Upload.LIST_IGNORE;
    }
    const problem = checkFile({ name: file.name, size: file.size, head: await readHead(file) }, mode);
    if (problem) {
      void message.error(problem);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    const blob = file as File & { uid: string };
    const track = (patch: Partial<UploadFile>) =>
      setInFlight((items) => items.map((item) => (item.uid === blob.uid ? { ...item, ...patch } : item)));
    inFlightCount.current += 1;
    setInFlight((items) => [...items, { uid: blob.uid, name: blob.name, status: 'uploading', percent: 0 }]);
    uploadFiles([blob], { onProgress: (percent) => track({ percent }) })
      .then((stored) => {
        primeFileNames(queryClient, stored);
        setInFlight((items) => items.filter((item) => item.uid !== blob.uid));
        emit([...latest.current, ...stored.map((item) => item.url)]);
      })
      .catch(() => {
        void message.error(texts.uploadFailed);
        track({ status: 'error' });
      })
      .finally(() => {
        inFlightCount.current -= 1;
      });
  };

  const onRemove = (file: UploadFile) => {
    if (file.status === 'done' && file.url) emit(latest.current.filter((url) => url !== file.url));
    else setInFlight((items) => items.filter((item) => item.uid !== file.uid));
    return false;
  };

  const fileList = [...value.map((url, i) => asDone(url, names[i] ?? url)), ...inFlight];
  const full = maxCount !== undefined && value.length + inFlight.length >= maxCount;
  const isImage = mode === 'image';

  return (
    <Upload
      accept={acceptFor(mode)}
      multiple={maxCount !== 1}
      listType={isImage ? 'picture-card' : 'text'}
      fileList={fileList}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onRemove={onRemove}
      disabled={disabled}
    >
      {full || disabled ? null : isImage ? (
        <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{buttonText ?? texts.uploadFile}</div>
        </button>
      ) : (
        <Button icon={<UploadOutlined />}>{buttonText ?? texts.uploadFile}</Button>
      )}
    </Upload>
  );
}
