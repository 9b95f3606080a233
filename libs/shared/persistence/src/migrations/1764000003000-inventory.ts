import { MigrationInterface, QueryRunner } from 'typeorm';

/** The inventory context's tables. */
export class Inventory1764000003000 implements MigrationInterface {
  name = 'Inventory1764000003000';

  async up(_q: QueryRunner): Promise<void> {
    // Filled in with the inventory context.
  }

  async down(_q: QueryRunner): Promise<void> {
    // Filled in with the inventory context.
  }
}
