import { MigrationInterface, QueryRunner } from 'typeorm';

/** The expenses context's tables. */
export class Expenses1764000005000 implements MigrationInterface {
  name = 'Expenses1764000005000';

  async up(_q: QueryRunner): Promise<void> {
    // Filled in with the expenses context.
  }

  async down(_q: QueryRunner): Promise<void> {
    // Filled in with the expenses context.
  }
}
