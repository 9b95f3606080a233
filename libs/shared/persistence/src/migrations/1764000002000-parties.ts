import { MigrationInterface, QueryRunner } from 'typeorm';

/** The parties context's tables. */
export class Parties1764000002000 implements MigrationInterface {
  name = 'Parties1764000002000';

  async up(_q: QueryRunner): Promise<void> {
    // Filled in with the parties context.
  }

  async down(_q: QueryRunner): Promise<void> {
    // Filled in with the parties context.
  }
}
