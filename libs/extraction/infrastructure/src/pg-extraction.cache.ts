import { Injectable } from '@nestjs/common';
import { CachedExtraction, ExtractionCache } from '@backoffice/extraction/application';
import { DocumentFormat } from '@backoffice/extraction/domain';
import { TypeOrmUnitOfWork } from '@backoffice/shared/persistence';

/**
 * Results keyed by the document's SHA-256 and format, shared by all companies: only someone who
 * holds the same bytes can hit an entry, and the fields come from those bytes alone (vendor
 * matches, which are per company, are not cached).
 */
@Injectable()
export class PgExtractionCache implements ExtractionCache {
  constructor(private readonly uow: TypeOrmUnitOfWork) {}

  async get(sha256: string, format: DocumentFormat, parserVersion: number): Promise<CachedExtraction | null> {
    const rows: { fields: CachedExtraction['fields']; reader: CachedExtraction['reader'] }[] = await this.uow
      .manager()
      .query('SELECT fields, reader FROM extraction_results WHERE content_sha256 = $1 AND format = $2 AND parser_version = $3', [sha256, format, parserVersion]);
    return rows[0] ? { fields: rows[0].fields, reader: rows[0].reader } : null;
  }

  async put(sha256: string, format: DocumentFormat, parserVersion: number, result: CachedExtraction): Promise<void> {
    await this.uow.manager().query(
      `INSERT INTO extraction_results (content_sha256, format, parser_version, fields, reader)
       VALUES ($1, $2, $3, $4::jsonb, $5)
       ON CONFLICT (content_sha256, format) DO UPDATE
         SET parser_version = EXCLUDED.parser_version, fields = EXCLUDED.fields, reader = EXCLUDED.reader, created_at = now()`,
      [sha256, format, parserVersion, JSON.stringify(result.fields), result.reader],
    );
  }
}
