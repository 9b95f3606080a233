import { Expense } from '@backoffice/expenses/domain';
import { Actor, Decimal, ForbiddenError, NotFoundError, UnitOfWork, ValidationError } from '@backoffice/shared/kernel';
import { ExchangeRates, ExpenseRepository, PurchaseReferences } from './expenses.ports';
import { CreateExpense, EditExpense, PurchaseReferenceCheck } from './expenses.use-cases';

const d = (v: string | number) => Decimal.of(v);
const actor = (role: Actor['role']): Actor => ({ companyId: 1, keyId: 9, keyName: 'k', role });

class InMemoryExpenses implements Partial<ExpenseRepository> {
  rows = new Map<number, Expense>();
  async insert(e: Omit<Expense, 'id' | 'createdAt'>) {
    const id = this.rows.size + 1;
    this.rows.set(id, { ...e, id, createdAt: new Date(0) });
    return id;
  }
  async lockById(companyId: number, id: number) {
    const row = this.rows.get(id);
    return row && row.companyId === companyId ? row : null;
  }
  async update(e: Expense) {
    this.rows.set(e.id, e);
  }
}

const rates: ExchangeRates = {
  rateOn: async (currency) => ({ USD: d('3.5'), EUR: d('4') })[currency] ?? null,
  save: async () => 0,
  convertPending: async () => 0,
};
const refs: PurchaseReferences = {
  vendors: async (_c, ids) => new Map(ids.filter((id) => id < 100).map((id) => [id, { id, name: 'V', isVendor: id !== 50 }])),
  users: async () => new Map(),
  files: async (_c, ids) => new Map(ids.filter((id) => id < 100).map((id) => [id, { id, remoteUrl: 'u' }])),
};
const uow: UnitOfWork = { run: (work) => work(), afterCommit: (effect) => effect() };

function setup() {
  const repo = new InMemoryExpenses();
  const check = new PurchaseReferenceCheck(refs);
  const create = new CreateExpense(repo as unknown as ExpenseRepository, rates, check);
  const edit = new EditExpense(repo as unknown as ExpenseRepository, rates, uow, check);
  const input = { vendorId: 1, fileId: 1, date: '2026-03-02', total: d(10), tax: d(1), deductableTax: d(1) };
  return { repo, create, edit, input };
}

describe('CreateExpense', () => {
  it('stores the ILS amounts at the rate of the date, with the caller as user', async () => {
    const { repo, create, input } = setup();
    const id = await create.execute(actor('employee'), { ...input, currency: 'USD' });
    expect(repo.rows.get(id)).toMatchObject({ userId: 9, currency: 'USD', isEquipment: false, notes: null, title: '' });
    expect(repo.rows.get(id)?.totalInIls?.toScale(2)).toBe('35.00');
  });

  it('refuses a non-vendor entity, an unknown file and broken amounts, before writing', async () => {
    const { repo, create, input } = setup();
    await expect(create.execute(actor('owner'), { ...input, vendorId: 50 })).rejects.toBeInstanceOf(NotFoundError);
    await expect(create.execute(actor('owner'), { ...input, fileId: 500 })).rejects.toBeInstanceOf(NotFoundError);
    await expect(create.execute(actor('owner'), { ...input, deductableTax: d(2) })).rejects.toBeInstanceOf(ValidationError);
    expect(repo.rows.size).toBe(0);
  });
});

describe('EditExpense', () => {
  it('recomputes totalInILS from the edited currency and total, and keeps what was not sent', async () => {
    const { repo, create, edit, input } = setup();
    const id = await create.execute(actor('owner'), { ...input, currency: 'USD', notes: 'keep' });
    await edit.execute(actor('manager'), id, { currency: 'EUR', total: d(20) });
    expect(repo.rows.get(id)).toMatchObject({ currency: 'EUR', notes: 'keep', date: '2026-03-02' });
    expect(repo.rows.get(id)?.totalInIls?.toScale(2)).toBe('80.00');
    await edit.execute(actor('manager'), id, { currency: 'GBP' });
    expect(repo.rows.get(id)?.totalInIls).toBeNull();
  });

  it('is for business-data writers only, and another company’s expense is not found', async () => {
    const { create, edit, input } = setup();
    const id = await create.execute(actor('employee'), input);
    await expect(edit.execute(actor('employee'), id, { title: 'x' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(edit.execute({ ...actor('owner'), companyId: 2 }, id, { title: 'x' })).rejects.toBeInstanceOf(NotFoundError);
  });
});
