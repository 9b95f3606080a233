import { Module } from '@nestjs/common';

/** The payment gateway under `/gateway`: saved cards, charges, refunds. */
@Module({})
export class PaymentsApiModule {}
