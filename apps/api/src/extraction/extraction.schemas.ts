import { CalendarDate, Id, Named, Success, Type } from '../http/openapi/schemas';

/** Fields the service is not sure of are absent rather than guessed. */
export const ExtractedExpenseDataSchema = Named('ExtractedExpenseData', {
  vendorName: Type.Optional(Type.String()),
  vendorTaxId: Type.Optional(Type.String()),
  documentNumber: Type.Optional(Type.String()),
  date: Type.Optional(CalendarDate()),
  currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
  total: Type.Optional(Type.Number({ description: 'With VAT' })),
  tax: Type.Optional(Type.Number()),
});

export const ExtractionSchema = Named('Extraction', {
  success: Success,
  expenseData: ExtractedExpenseDataSchema,
  matches: Type.Optional(
    Type.Object(
      { vendorId: Id(), vendorVisibleId: Type.String({ format: 'uuid' }) },
      { description: "The company's vendor with the extracted tax id, or else the one vendor with exactly the extracted name" },
    ),
  ),
});

export const EXTRACTION_ERRORS = {
  400: ['UNSUPPORTED_FILE_TYPE_FOR_EXTRACTION'],
  422: ['FETCH_FAILED', 'UNREADABLE_DOCUMENT'],
  503: ['OCR_UNAVAILABLE', 'EXTRACTION_TIMEOUT'],
};
