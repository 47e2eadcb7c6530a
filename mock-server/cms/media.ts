import type { StrapiMedia, StrapiMediaFormat } from '../../src/lib/api/types/cms';

/** What generate-images.sh measured about one uploaded file and its resized formats. */
export interface UploadFile {
  ext: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  formats: Partial<Record<FormatName, { width: number; height: number; bytes: number }>>;
}
export type UploadManifest = Record<string, UploadFile>;

export type FormatName = 'thumbnail' | 'small' | 'medium' | 'large';
export const formatNames: FormatName[] = ['thumbnail', 'small', 'medium', 'large'];

/** An entry of the media library: one upload, possibly used by several documents. */
export interface MediaRecord {
  id: number;
  documentId: string;
  hash: string;
  name: string;
  alternativeText: string | null;
  caption: string | null;
  createdAt: string;
}

/** Strapi stores sizes in kilobytes (1000 bytes) with two decimals. */
export const kilobytes = (bytes: number) => Math.round((bytes / 1000) * 100) / 100;

export const uploadUrl = (fileName: string) => `/uploads/${fileName}`;

/** The largest box each format fits in; a format exists only when it is smaller than the original. */
export const formatBoxes: Record<FormatName, { width: number; height: number }> = {
  thumbnail: { width: 245, height: 156 },
  small: { width: 500, height: 500 },
  medium: { width: 750, height: 750 },
  large: { width: 1000, height: 1000 },
};

export const hasFormat = (name: FormatName, width: number, height: number) =>
  width > formatBoxes[name].width || height > formatBoxes[name].height;

export const toStrapiMedia = (record: MediaRecord, file: UploadFile): StrapiMedia => {
  const formats: NonNullable<StrapiMedia['formats']> = {};
  for (const name of formatNames) {
    const format = file.formats[name];
    if (!format || !hasFormat(name, file.width, file.height)) continue;
    const hash = `${name}_${record.hash}`;
    const entry: StrapiMediaFormat = {
      name: `${name}_${record.name}`,
      hash,
      ext: file.ext,
      mime: file.mime,
      path: null,
      width: format.width,
      height: format.height,
      size: kilobytes(format.bytes),
      sizeInBytes: format.bytes,
      url: uploadUrl(`${hash}${file.ext}`),
    };
    formats[name] = entry;
  }
  return {
    id: record.id,
    documentId: record.documentId,
    name: record.name,
    alternativeText: record.alternativeText,
    caption: record.caption,
    focalPoint: null,
    width: file.width,
    height: file.height,
    formats: Object.keys(formats).length > 0 ? formats : null,
    hash: record.hash,
    ext: file.ext,
    mime: file.mime,
    size: kilobytes(file.bytes),
    url: uploadUrl(`${record.hash}${file.ext}`),
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    createdAt: record.createdAt,
    updatedAt: record.createdAt,
    publishedAt: record.createdAt,
  };
};

const mimeByExt: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

/** The content type for an upload file name, or undefined for a name we do not serve. */
export const uploadMime = (fileName: string): string | undefined => {
  if (!/^[A-Za-z0-9_.-]+$/.test(fileName) || fileName.startsWith('.')) return undefined;
  const ext = fileName.slice(fileName.lastIndexOf('.')).toLowerCase();
  return mimeByExt[ext];
};
