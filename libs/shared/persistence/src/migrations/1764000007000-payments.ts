import { MigrationInterface, QueryRunner } from 'typeorm';

/** Payment gateway: saved cards (tokens only), charges and refunds. */
export class Payments1764000007000 implements MigrationInterface {
  name = 'Payments1764000007000';

  async up(_q: QueryRunner): Promise<void> {
    // tables are added by the payments issue before this migration ships
  }

  async down(_q: QueryRunner): Promise<void> {
    // nothing yet
  }
}
