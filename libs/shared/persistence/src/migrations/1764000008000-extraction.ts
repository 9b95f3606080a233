import { MigrationInterface, QueryRunner } from 'typeorm';

/** Receipt extraction: results cached by the file's content hash. */
export class Extraction1764000008000 implements MigrationInterface {
  name = 'Extraction1764000008000';

  async up(_q: QueryRunner): Promise<void> {
    // tables are added by the extraction issue before this migration ships
  }

  async down(_q: QueryRunner): Promise<void> {
    // nothing yet
  }
}
