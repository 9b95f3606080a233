import { MigrationInterface, QueryRunner } from 'typeorm';

/** The webhooks context's tables. */
export class Webhooks1764000006000 implements MigrationInterface {
  name = 'Webhooks1764000006000';

  async up(_q: QueryRunner): Promise<void> {
    // Filled in with the webhooks context.
  }

  async down(_q: QueryRunner): Promise<void> {
    // Filled in with the webhooks context.
  }
}
