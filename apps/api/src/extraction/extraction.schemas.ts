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

const Confidence = () => Type.Optional(Type.Number({ minimum: 0, maximum: 1 }));

/** Per reported field, how far the document supports it: a client may ask a person to confirm the weak ones. */
export const ExtractionConfidenceSchema = Named(
  'ExtractionConfidence',
  {
    vendorName: Confidence(),
    vendorTaxId: Confidence(),
    documentNumber: Confidence(),
    date: Confidence(),
    currency: Confidence(),
    total: Confidence(),
    tax: Confidence(),
  },
  {
    description:
      'One number from 0 to 1 per field present in expenseData, and only for those. Fields below 0.4 are left out of both rather than guessed; at 0.9 and above the value was checked (a check digit, net + VAT = total, a label that names it) and is rarely wrong.',
  },
);

export const ExtractionSchema = Named('Extraction', {
  success: Success,
  expenseData: ExtractedExpenseDataSchema,
  confidence: ExtractionConfidenceSchema,
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
