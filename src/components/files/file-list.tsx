import { PaperClipOutlined } from '@ant-design/icons';
import { Flex, Image, Typography } from 'antd';
import { sharedCatalogue } from '@/components/i18n/shared';
import { useTexts } from '@/stores/language';
import { downloadUrlOf, isImageName, type FileRef } from '@contract/files';
import { useFileNames } from './file-names';

export interface FileListProps {
  /** File references, or bare stored URLs (older fields): either shows and downloads under its original name. */
  files: readonly (FileRef | string)[] | null | undefined;
  /** Pictures show as thumbnails of this width (px) above their name; 0 shows every file as a link. */
  thumb?: number;
}

/** Files as every party sees them: pictures as thumbnails, each file by its original name, downloaded by that name. */
export function FileList({ files, thumb = 80 }: FileListProps) {
  const texts = useTexts(sharedCatalogue);
  const list = files ? [...files] : [];
  const names = useFileNames(list);
  if (list.length === 0) return null;
  const shown = list.map((f, i) => {
    const url = typeof f === 'string' ? f : f.url;
    const name = names[i] ?? url;
    return { url, name, picture: thumb > 0 && (isImageName(name) || isImageName(url)) };
  });
  const link = (f: (typeof shown)[number]) => (
    <Typography.Link href={downloadUrlOf(f.url)} download={f.name} title={texts.download(f.name)}>
      {f.picture ? null : <PaperClipOutlined aria-hidden style={{ marginRight: 4 }} />}
      {f.name}
    </Typography.Link>
  );
  const pictures = shown.filter((f) => f.picture);
  const documents = shown.filter((f) => !f.picture);
  return (
    <Flex vertical gap={8}>
      {pictures.length > 0 && (
        <Flex wrap gap={12}>
          {pictures.map((f) => (
            <figure key={f.url} style={{ margin: 0, maxWidth: Math.max(thumb, 120) }}>
              <Image src={f.url} width={thumb} alt={f.name} />
              <figcaption style={{ wordBreak: 'break-all' }}>{link(f)}</figcaption>
            </figure>
          ))}
        </Flex>
      )}
      {documents.map((f) => (
        <div key={f.url} style={{ wordBreak: 'break-all' }}>{link(f)}</div>
      ))}
    </Flex>
  );
}
