import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ExtractExpenseFields, ExtractionResult } from '@backoffice/extraction/application';
import { FieldConfidence, ReceiptFields } from '@backoffice/extraction/domain';
import { Actor } from '@backoffice/shared/kernel';
import { CurrentActor } from '../http/auth';
import { IdPipe } from '../http/id.pipe';
import { Operation } from '../http/openapi/operation';
import { Static } from '../http/openapi/schemas';
import { EXTRACTION_ERRORS, ExtractionSchema } from './extraction.schemas';
import { ExtractFromUrlQuery } from './extraction.requests';

/** Expense fields read from a receipt; nothing is created (spec "Expenses"). */
@ApiTags('expenses')
@Controller('expenses')
export class ExtractionController {
  constructor(private readonly extract: ExtractExpenseFields) {}

  @Get('extract-from-file/:fileId')
  @Operation({
    id: 'expenses.extractFromFile',
    summary: 'Read an uploaded receipt (PDF, PNG, JPEG) into expense fields; creates nothing',
    response: ExtractionSchema,
    errors: { ...EXTRACTION_ERRORS, 404: ['FILE_NOT_FOUND'] },
  })
  async fromFile(@CurrentActor() actor: Actor, @Param('fileId', IdPipe) fileId: number) {
    return extractionView(await this.extract.fromFile(actor, fileId));
  }

  @Get('extract-from-url')
  @Operation({
    id: 'expenses.extractFromUrl',
    summary: 'Fetch a receipt from a public http(s) address and read it into expense fields; creates nothing',
    response: ExtractionSchema,
    errors: { ...EXTRACTION_ERRORS, 400: [...EXTRACTION_ERRORS[400], 'MISSING_URL'] },
  })
  async fromUrl(@CurrentActor() actor: Actor, @Query() query: ExtractFromUrlQuery) {
    return extractionView(await this.extract.fromUrl(actor, { url: query.url, filename: query.filename }));
  }
}

type ExpenseData = Omit<ReceiptFields, 'total' | 'tax'> & { total?: number; tax?: number };

/** Amounts as JSON numbers like every expense amount; fields not found are absent, in both objects. */
function extractionView(result: ExtractionResult): Static<typeof ExtractionSchema> {
  const { total, tax, ...rest } = result.expenseData;
  const expenseData: ExpenseData = { ...rest };
  if (total !== undefined) expenseData.total = Number(total);
  if (tax !== undefined) expenseData.tax = Number(tax);
  const confidence: FieldConfidence = {};
  for (const field of Object.keys(expenseData) as (keyof ExpenseData)[]) {
    const value = result.confidence[field];
    if (value !== undefined) confidence[field] = value;
  }
  return { success: true as const, expenseData, confidence, ...(result.matches ? { matches: result.matches } : {}) };
}
