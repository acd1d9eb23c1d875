import { Image, Space, Typography } from 'antd';

/** A stored file: its URL, and the name to show when it has one. */
export type FileValue = string | { url: string; name: string };

const IMAGE = /\.(png|jpe?g|gif|bmp|webp|svg)(\?|$)/i;
const urlOf = (file: FileValue) => (typeof file === 'string' ? file : file.url);
const nameOf = (file: FileValue) => (typeof file === 'string' ? (file.split('?')[0]?.split('/').pop() ?? file) : file.name);

/** Files as a reader or a reviewer sees them: pictures as thumbnails that open large on a click, other files as links. */
export function FileValues({ files, alt, size = 80 }: { files: readonly FileValue[]; alt: string; size?: number }) {
  const images = files.filter((f) => IMAGE.test(urlOf(f)));
  const others = files.filter((f) => !IMAGE.test(urlOf(f)));
  return (
    <Space wrap size={8}>
      {images.length > 0 && (
        <Image.PreviewGroup>
          {images.map((f) => (
            <Image key={urlOf(f)} src={urlOf(f)} width={size} alt={typeof f === 'string' ? alt : f.name} />
          ))}
        </Image.PreviewGroup>
      )}
      {others.map((f) => (
        <Typography.Link key={urlOf(f)} href={urlOf(f)} target="_blank" rel="noopener noreferrer">
          {nameOf(f)}
        </Typography.Link>
      ))}
    </Space>
  );
}
