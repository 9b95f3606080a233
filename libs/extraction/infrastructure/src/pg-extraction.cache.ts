import { Injectable } from '@nestjs/common';
import { CachedExtraction, ExtractionCache } from '@backoffice/extraction/application';
import { DocumentFormat, FieldConfidence, RECEIPT_FIELD_NAMES, ReceiptFields } from '@backoffice/extraction/domain';
import { TypeOrmUnitOfWork } from '@backoffice/shared/persistence';

/**
 * Results keyed by the document's SHA-256 and format, shared by all companies: only someone who
 * holds the same bytes can hit an entry, and the fields come from those bytes alone (vendor
 * matches, which are per company, are not cached). The `fields` column holds the expense fields
 * themselves, with the per-field confidence beside them under `confidence` (no field has that name).
 */
@Injectable()
export class PgExtractionCache implements ExtractionCache {
  constructor(private readonly uow: TypeOrmUnitOfWork) {}

  async get(sha256: string, format: DocumentFormat, parserVersion: number): Promise<CachedExtraction | null> {
    const rows: { fields: ReceiptFields & { confidence?: FieldConfidence }; reader: CachedExtraction['reader'] }[] = await this.uow.query(
      'SELECT fields, reader FROM extraction_results WHERE content_sha256 = $1 AND format = $2 AND parser_version = $3',
      [sha256, format, parserVersion],
    );
    if (!rows[0]) return null;
    const { confidence = {}, ...stored } = rows[0].fields;
    const fields: ReceiptFields = {};
    for (const name of RECEIPT_FIELD_NAMES) if (stored[name] !== undefined) fields[name] = stored[name];
    return { fields, confidence, reader: rows[0].reader };
  }

  async put(sha256: string, format: DocumentFormat, parserVersion: number, result: CachedExtraction): Promise<void> {
    await this.uow.query(
      `INSERT INTO extraction_results (content_sha256, format, parser_version, fields, reader)
       VALUES ($1, $2, $3, $4::jsonb, $5)
       ON CONFLICT (content_sha256, format) DO UPDATE
         SET parser_version = EXCLUDED.parser_version, fields = EXCLUDED.fields, reader = EXCLUDED.reader, created_at = now()`,
      [sha256, format, parserVersion, JSON.stringify({ ...result.fields, confidence: result.confidence }), result.reader],
    );
  }
}
