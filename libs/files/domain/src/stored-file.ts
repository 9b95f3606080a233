/** An uploaded file as the service keeps it; the bytes live behind the storage port. */
export interface StoredFile {
  id: number;
  companyId: number;
  name: string;
  mimeType: string;
  size: number;
  sha256: string;
  storageKey: string;
  /** What the bytes really are, found by the inspection job; null until it has run. */
  detectedType: DetectedFileType | null;
  createdAt: Date;
}

export const FILE_NAME_MAX = 255;

export type DetectedFileType = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'zip' | 'text' | 'unknown';

const SIGNATURES: { type: DetectedFileType; bytes: number[]; offset?: number }[] = [
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] }, // GIF8
  { type: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
];

/** Names the format by its leading bytes, whatever the uploader claimed. */
export function detectFileType(head: Uint8Array): DetectedFileType {
  for (const signature of SIGNATURES) {
    const offset = signature.offset ?? 0;
    if (signature.bytes.every((b, i) => head[offset + i] === b)) return signature.type;
  }
  if (isWebp(head)) return 'webp';
  if (head.length > 0 && looksLikeText(head)) return 'text';
  return 'unknown';
}

function isWebp(head: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  return head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
}

function looksLikeText(head: Uint8Array): boolean {
  const sample = head.subarray(0, 512);
  return sample.every((b) => b === 0x09 || b === 0x0a || b === 0x0d || b >= 0x20);
}

/** Keeps the last path segment and drops control characters, so a name is safe in headers and on disk listings. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (cleaned || 'file').slice(0, FILE_NAME_MAX);
}
