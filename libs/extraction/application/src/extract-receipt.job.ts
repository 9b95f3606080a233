import { FieldConfidence, ReceiptFields } from '@backoffice/extraction/domain';
import { ErrorKind, defineJob } from '@backoffice/shared/kernel';
import { ReaderKind, VendorMatch } from './extraction.ports';

export type ReceiptSource = { kind: 'file'; fileId: number } | { kind: 'url'; url: string; filename: string };

/** Ids and the address only; the worker loads or fetches the bytes itself. */
export interface ExtractReceiptPayload {
  companyId: number;
  source: ReceiptSource;
}

/**
 * What the worker answers. A refusal the caller must see (unknown file, fetch failed, no OCR) is
 * an outcome, not a thrown error, so it crosses the queue with its code and kind intact.
 */
export type ExtractReceiptOutcome =
  | {
      ok: true;
      /** Exactly the documented keys; a field below the confidence floor is absent. */
      expenseData: ReceiptFields;
      /** Per field of `expenseData`, 0-1: a client asks a person to confirm the weak ones. */
      confidence: FieldConfidence;
      matches?: VendorMatch;
      reader: ReaderKind;
      cached: boolean;
    }
  | { ok: false; error: { code: string; kind: ErrorKind; message: string } };

/** Request/response job: no retries, the API waits for the answer (bounded). */
export const EXTRACT_RECEIPT_JOB = defineJob<ExtractReceiptPayload, ExtractReceiptOutcome>('extraction', 'extraction.extract-receipt');
