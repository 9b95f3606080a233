import { MigrationInterface, QueryRunner } from 'typeorm';

/** Receipt extraction: results cached by the file's content hash. */
export class Extraction1764000008000 implements MigrationInterface {
  name = 'Extraction1764000008000';

  async up(q: QueryRunner): Promise<void> {
    // Keyed by content, not by company: the fields depend on the bytes alone (docs/extraction.md).
    await q.query(`
      CREATE TABLE extraction_results (
        content_sha256 text NOT NULL CHECK (content_sha256 ~ '^[0-9a-f]{64}$'),
        format text NOT NULL CHECK (format IN ('pdf', 'png', 'jpeg')),
        parser_version integer NOT NULL,
        fields jsonb NOT NULL,
        reader text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (content_sha256, format)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS extraction_results');
  }
}
