/** The formats extraction reads; anything else answers UNSUPPORTED_FILE_TYPE_FOR_EXTRACTION. */
export type DocumentFormat = 'pdf' | 'png' | 'jpeg';

const BY_EXTENSION: Record<string, DocumentFormat> = { pdf: 'pdf', png: 'png', jpg: 'jpeg', jpeg: 'jpeg' };

/** By the extension of a file name (extract-from-url's `filename`), case-insensitive. */
export function formatOfFileName(name: string): DocumentFormat | undefined {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return undefined;
  return BY_EXTENSION[
    name
      .slice(dot + 1)
      .trim()
      .toLowerCase()
  ];
}

/** By the leading bytes: what a file really is. */
export function sniffFormat(head: Uint8Array): DocumentFormat | undefined {
  const starts = (bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  return undefined;
}

/** From the type the files context's inspection recorded ('pdf', 'png', 'jpeg', 'gif', 'text', …). */
export function formatOfDetectedType(detectedType: string): DocumentFormat | undefined {
  return BY_EXTENSION[detectedType.toLowerCase()];
}
