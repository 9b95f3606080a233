import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ExtractExpenseFields, ExtractionResult } from '@backoffice/extraction/application';
import { ReceiptFields } from '@backoffice/extraction/domain';
import { Actor } from '@backoffice/shared/kernel';
import { CurrentActor } from '../http/auth';
import { IdPipe } from '../http/id.pipe';
import { ExtractFromUrlQuery } from './extraction.requests';

/** Expense fields read from a receipt; nothing is created (spec "Expenses"). */
@ApiTags('expenses')
@ApiBearerAuth()
@Controller('expenses')
export class ExtractionController {
  constructor(private readonly extract: ExtractExpenseFields) {}

  @Get('extract-from-file/:fileId')
  async fromFile(@CurrentActor() actor: Actor, @Param('fileId', IdPipe) fileId: number) {
    return extractionView(await this.extract.fromFile(actor, fileId));
  }

  @Get('extract-from-url')
  async fromUrl(@CurrentActor() actor: Actor, @Query() query: ExtractFromUrlQuery) {
    return extractionView(await this.extract.fromUrl(actor, { url: query.url, filename: query.filename }));
  }
}

type ExpenseData = Omit<ReceiptFields, 'total' | 'tax'> & { total?: number; tax?: number };

/** Amounts as JSON numbers like every expense amount; fields not found are absent. */
function extractionView(result: ExtractionResult) {
  const { total, tax, ...rest } = result.expenseData;
  const expenseData: ExpenseData = { ...rest };
  if (total !== undefined) expenseData.total = Number(total);
  if (tax !== undefined) expenseData.tax = Number(tax);
  return { success: true, expenseData, ...(result.matches ? { matches: result.matches } : {}) };
}
