import { contend, newCompany, useTestDatabase } from '@backoffice/shared/persistence/testing';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { PgCompanySettingsRepository } from './pg-company-settings.repository';
import { someCompanySettings } from './testing';

describeWithDatabase()('PgCompanySettingsRepository', () => {
  const db = useTestDatabase();
  let settings: PgCompanySettingsRepository;
  beforeAll(() => (settings = new PgCompanySettingsRepository(db.uow)));

  it('has none for a company that never saved any', async () => {
    expect(await settings.find(await newCompany(db))).toBeNull();
  });

  it('saves, then replaces on a second save (ON CONFLICT), answering numbers without trailing zeros', async () => {
    const companyId = await newCompany(db);
    await settings.save(companyId, someCompanySettings({ vatRate: '17.50', defaultWithholdingTaxRate: '2.5' }));
    expect(await settings.find(companyId)).toEqual(someCompanySettings({ vatRate: '17.5', defaultWithholdingTaxRate: '2.5' }));
    await settings.save(
      companyId,
      someCompanySettings({ defaultPaymentTermType: 'DAYS_ONLY', defaultPaymentTermDays: 0, roundDocumentTotals: true, allocationNumberThreshold: '5000.10' }),
    );
    expect(await settings.find(companyId)).toEqual(
      someCompanySettings({ defaultPaymentTermType: 'DAYS_ONLY', defaultPaymentTermDays: 0, roundDocumentTotals: true, allocationNumberThreshold: '5000.1' }),
    );
    const [{ n }] = await db.dataSource.query(`SELECT count(*)::int AS n FROM company_settings WHERE company_id = $1`, [companyId]);
    expect(n).toBe(1);
  });

  it('keeps each company’s settings apart', async () => {
    const [one, other] = [await newCompany(db), await newCompany(db)];
    await settings.save(one, someCompanySettings({ vatRate: '0' }));
    await settings.save(other, someCompanySettings({ vatRate: '18' }));
    expect((await settings.find(one))?.vatRate).toBe('0');
    expect((await settings.find(other))?.vatRate).toBe('18');
  });

  it('lets two first saves race: the second waits for the first, then overwrites it, with no error', async () => {
    const companyId = await newCompany(db);
    await contend(db, { lock: () => settings.save(companyId, someCompanySettings({ vatRate: '1' })) }, () => settings.save(companyId, someCompanySettings({ vatRate: '2' })));
    expect((await settings.find(companyId))?.vatRate).toBe('2');
  });

  it('refuses values outside the table’s ranges', async () => {
    await expect(settings.save(await newCompany(db), someCompanySettings({ vatRate: '100.01' }))).rejects.toMatchObject({ driverError: { code: '23514' } });
  });
});
