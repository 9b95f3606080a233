import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DocumentLine } from '@backoffice/extraction/domain';

export interface PdfText {
  pages: number;
  /** Lines in reading order. Empty when the PDF has no text layer (a scan). */
  text: string;
  /** The same lines with each word's box (PDF points, pages stacked, y downwards). */
  lines: DocumentLine[];
}

interface Pending {
  resolve: (value: PdfText) => void;
  reject: (error: Error) => void;
}

/**
 * Reads PDF text layers in one long-lived worker thread (started on first use), so pdf.js is
 * loaded once and its parsing never blocks the event loop that runs other jobs.
 */
export class PdfTextLayer {
  private worker?: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly maxPages = 5) {}

  read(bytes: Uint8Array): Promise<PdfText> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<PdfText>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // A copy is transferred: the caller keeps its buffer (it is hashed and may be cached).
      const copy = new Uint8Array(bytes);
      worker.postMessage({ id, bytes: copy, maxPages: this.maxPages }, [copy.buffer]);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(path.join(__dirname, 'pdf-text.worker.mjs'));
    worker.unref();
    worker.on('message', (message: { id: number; error?: string } & PdfText) => {
      const pending = this.pending.get(message.id);
      if (!pending) return;
      this.pending.delete(message.id);
      if (message.error !== undefined) pending.reject(new Error(message.error));
      else pending.resolve({ pages: message.pages, text: message.text, lines: message.lines });
    });
    const failAll = (error: Error) => {
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
      if (this.worker === worker) this.worker = undefined;
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`the PDF reader thread exited (${code})`)));
    this.worker = worker;
    return worker;
  }
}
