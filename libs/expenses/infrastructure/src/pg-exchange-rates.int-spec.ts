import { Decimal } from '@backoffice/shared/kernel';
import { newCompany, rolledBack, useTestDatabase } from '@backoffice/shared/persistence/testing';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { PgExchangeRates } from './pg-exchange-rates';
import { PgExpenseRepository } from './pg-expense.repository';
import { PgSupplierInvoiceRepository } from './pg-supplier-invoice.repository';
import { aSupplierInvoice, anExpense, newPurchaseRefs } from './testing';

/** A currency code no committed rate uses: rates are global, and every test here rolls back. */
const currency = () => `Q${String.fromCharCode(65 + Math.floor(Math.random() * 26))}${String.fromCharCode(65 + Math.floor(Math.random() * 26))}`;
const rate = (c: string, date: string, value: string) => ({ currency: c, date, rate: Decimal.of(value) });

describeWithDatabase()('PgExchangeRates', () => {
  const db = useTestDatabase();
  let rates: PgExchangeRates;
  beforeAll(() => (rates = new PgExchangeRates(db.uow)));

  it('converts ILS at 1 without asking the database', async () => {
    expect((await rates.rateOn('ILS', '1900-01-01'))?.toString()).toBe('1');
  });

  it('answers the rate of the day, or of the last day with one at most a week before', async () => {
    const c = currency();
    await rolledBack(db, async () => {
      expect(await rates.save([rate(c, '2026-01-05', '3.7'), rate(c, '2026-01-08', '3.75125')])).toBe(2);
      expect((await rates.rateOn(c, '2026-01-05'))?.toString()).toBe('3.7000000000');
      expect((await rates.rateOn(c, '2026-01-07'))?.toString()).toBe('3.7000000000');
      expect((await rates.rateOn(c, '2026-01-15'))?.toString()).toBe('3.7512500000');
      expect(await rates.rateOn(c, '2026-01-16')).toBeNull();
      expect(await rates.rateOn(c, '2026-01-04')).toBeNull();
    });
  });

  it('replaces a rate saved again for the same day (ON CONFLICT)', async () => {
    const c = currency();
    await rolledBack(db, async () => {
      await rates.save([rate(c, '2026-01-05', '3.7')]);
      expect(await rates.save([rate(c, '2026-01-05', '3.9'), rate(c, '2026-01-06', '4')])).toBe(2);
      expect((await rates.rateOn(c, '2026-01-05'))?.toString()).toBe('3.9000000000');
      const [{ n }] = await db.uow.manager().query(`SELECT count(*)::int AS n FROM exchange_rates WHERE currency = $1`, [c]);
      expect(n).toBe(2);
    });
    expect(await rates.save([])).toBe(0);
  });

  it('fills the ILS amounts of purchases that had no rate once one is saved, rounding half away from zero', async () => {
    const c = currency();
    const r = await newPurchaseRefs(db, await newCompany(db));
    const expenses = new PgExpenseRepository(db.uow);
    const invoices = new PgSupplierInvoiceRepository(db.uow);
    const unconverted = { currency: c, totalInIls: null, taxInIls: null, deductableTaxInIls: null };
    await rolledBack(db, async () => {
      const waiting = await expenses.insert(
        anExpense(r, { ...unconverted, date: '2026-03-10', total: Decimal.of('10.01'), tax: Decimal.of('1.01'), deductableTax: Decimal.of('0') }),
      );
      const tooOld = await expenses.insert(anExpense(r, { ...unconverted, date: '2026-03-20' }));
      const invoice = await invoices.insert(
        aSupplierInvoice(r, { ...unconverted, date: '2026-03-09', total: Decimal.of('2'), tax: Decimal.of('0'), deductableTax: Decimal.of('0') }),
      );
      await rates.save([rate(c, '2026-03-09', '3.5')]);

      expect(await rates.convertPending()).toBeGreaterThanOrEqual(2);
      const converted = await expenses.findById(r.companyId, waiting);
      expect([converted?.totalInIls?.toString(), converted?.taxInIls?.toString(), converted?.deductableTaxInIls?.toString()]).toEqual(['35.04', '3.54', '0.00']);
      expect((await invoices.findByVisibleId(r.companyId, invoice.visibleId))?.totalInIls?.toString()).toBe('7.00');
      expect((await expenses.findById(r.companyId, tooOld))?.totalInIls).toBeNull();
    });
  });
});
