import { Decimal } from '@backoffice/shared/kernel';
import { Charge, assertVoidable, captureAmount, refundAmount, refundableAmount } from './charge';

const aCharge = (over: Partial<Charge> = {}): Charge => ({
  id: 1,
  publicId: 'ch_1',
  companyId: 1,
  entityId: 7,
  paymentMethodId: 3,
  paymentMethodPublicId: 'pm_3',
  brand: 'visa',
  last4: '4242',
  provider: 'sandbox',
  processorReference: 'sbx_ch_1',
  amount: Decimal.of('100.00'),
  currency: 'ILS',
  status: 'succeeded',
  capturedAmount: Decimal.of('100.00'),
  refundedAmount: Decimal.ZERO,
  failureCode: null,
  failureMessage: null,
  description: null,
  issueReceipt: false,
  receiptDocumentId: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...over,
});
const authorized = () => aCharge({ status: 'authorized', capturedAmount: Decimal.ZERO });

describe('charge states', () => {
  it('captures all of an authorisation by default, or part of it, never more', () => {
    expect(captureAmount(authorized(), undefined).toScale(2)).toBe('100.00');
    expect(captureAmount(authorized(), Decimal.of('40.5')).toScale(2)).toBe('40.50');
    expect(() => captureAmount(authorized(), Decimal.of('100.01'))).toThrow(expect.objectContaining({ code: 'VALIDATION_ERROR' }));
  });

  it('captures and voids only authorisations', () => {
    for (const status of ['succeeded', 'failed', 'canceled'] as const) {
      expect(() => captureAmount(aCharge({ status }), undefined)).toThrow(expect.objectContaining({ code: 'CHARGE_NOT_CAPTURABLE' }));
      expect(() => assertVoidable(aCharge({ status }))).toThrow(expect.objectContaining({ code: 'CHARGE_NOT_VOIDABLE' }));
    }
    expect(() => assertVoidable(authorized())).not.toThrow();
  });

  it('refunds what is left of the captured amount, exactly', () => {
    const partlyRefunded = aCharge({ capturedAmount: Decimal.of('60.10'), refundedAmount: Decimal.of('0.10') });
    expect(refundableAmount(partlyRefunded).toScale(2)).toBe('60.00');
    expect(refundAmount(partlyRefunded, undefined).toScale(2)).toBe('60.00');
    expect(() => refundAmount(partlyRefunded, Decimal.of('60.01'))).toThrow(expect.objectContaining({ code: 'REFUND_EXCEEDS_CHARGE' }));
    expect(() => refundAmount(aCharge({ refundedAmount: Decimal.of('100') }), undefined)).toThrow(expect.objectContaining({ code: 'CHARGE_ALREADY_REFUNDED' }));
    expect(() => refundAmount(authorized(), undefined)).toThrow(expect.objectContaining({ code: 'CHARGE_NOT_REFUNDABLE' }));
  });
});
