import { Charge } from '@backoffice/payments/domain';
import { Actor, EventOutbox, IdempotencyStore, StoredResponse, UnitOfWork } from '@backoffice/shared/kernel';
import { FixedClock } from '@backoffice/shared/kernel/testing';
import { ChargePaymentMethod } from './charges.use-cases';
import { GatewayRequests } from './gateway-requests';
import { CardProcessor, ChargeReceipts, ChargeRepository, PaymentMethod, PaymentMethodRepository, ProcessorChargeResult, ProcessorUnavailableError } from './payments.ports';

const actor: Actor = { companyId: 1, keyId: 1, keyName: 'till', role: 'manager' };

const method: PaymentMethod = {
  id: 3,
  publicId: 'pm_3',
  companyId: 1,
  entityId: 7,
  provider: 'sandbox',
  processorToken: 'tok_x',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  createdAt: new Date(0),
  detachedAt: null,
};

class InMemoryStore implements IdempotencyStore {
  readonly answers = new Map<string, StoredResponse>();
  async tryLock() {
    return true;
  }
  async find(_c: number, key: string) {
    return this.answers.get(key) ?? null;
  }
  async save(_c: number, key: string, response: StoredResponse) {
    this.answers.set(key, response);
  }
  async purge() {
    return 0;
  }
}

function setup(answer: ProcessorChargeResult | Error, failOutbox = false) {
  const charges: Charge[] = [];
  const reversed: string[] = [];
  const processor = {
    charge: jest.fn(async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    }),
    reverse: jest.fn(async (reference: string) => void reversed.push(reference)),
  } as unknown as CardProcessor;
  const repository = { insert: async (c: Omit<Charge, 'id'>) => (charges.push({ ...c, id: charges.length + 1 }), charges[charges.length - 1]) } as unknown as ChargeRepository;
  const methods = { find: async () => method } as unknown as PaymentMethodRepository;
  const outbox: EventOutbox = {
    add: async () => {
      if (failOutbox) throw new Error('database went away');
      return 'evt';
    },
  };
  const uow: UnitOfWork = { run: (work) => work(), afterCommit: (effect) => effect() };
  const requests = new GatewayRequests(uow, new InMemoryStore(), { hash: (text) => text });
  const useCase = new ChargePaymentMethod(requests, methods, repository, processor, {} as ChargeReceipts, outbox, new FixedClock());
  return { useCase, charges, reversed, processor };
}

describe('ChargePaymentMethod', () => {
  it('reverses an approval at the processor when the local write fails, and reports the failure', async () => {
    const { useCase, reversed } = setup({ approved: true, reference: 'sbx_ch_1' }, true);
    await expect(useCase.execute(actor, { paymentMethodId: 'pm_3', amount: 10 })).rejects.toThrow('database went away');
    expect(reversed).toEqual(['sbx_ch_1']);
  });

  it('has nothing to reverse when the processor declined', async () => {
    const { useCase, reversed } = setup({ approved: false, reference: null, code: 'card_declined', message: 'declined' }, true);
    await expect(useCase.execute(actor, { paymentMethodId: 'pm_3', amount: 10 })).rejects.toThrow('database went away');
    expect(reversed).toEqual([]);
  });

  it('records a decline as a failed charge with its code, never reversing', async () => {
    const { useCase, charges, reversed } = setup({ approved: false, reference: 'sbx_ch_2', code: 'insufficient_funds', message: 'no money' });
    const outcome = await useCase.execute(actor, { paymentMethodId: 'pm_3', amount: 10.5, currency: 'EUR' });
    expect(outcome.body).toMatchObject({ success: false, status: 'failed', failureCode: 'insufficient_funds', amount: 10.5, currency: 'EUR', entityId: 7 });
    expect(charges).toHaveLength(1);
    expect(reversed).toEqual([]);
  });

  it('asks the processor once for a keyed retry: the second call replays the stored answer', async () => {
    const { useCase, processor, charges } = setup({ approved: true, reference: 'sbx_ch_3' });
    const first = await useCase.execute(actor, { paymentMethodId: 'pm_3', amount: 10 }, 'k1');
    const again = await useCase.execute(actor, { amount: 10, paymentMethodId: 'pm_3' }, 'k1');
    expect(again).toEqual({ body: first.body, replayed: true });
    expect(processor.charge).toHaveBeenCalledTimes(1);
    expect(charges).toHaveLength(1);
  });

  it('records nothing when the processor cannot be reached, and answers PROCESSOR_UNAVAILABLE (503)', async () => {
    const { useCase, charges, reversed } = setup(new ProcessorUnavailableError());
    await expect(useCase.execute(actor, { paymentMethodId: 'pm_3', amount: 10 }, 'k2')).rejects.toMatchObject({ code: 'PROCESSOR_UNAVAILABLE', kind: 'unavailable' });
    expect(charges).toEqual([]);
    expect(reversed).toEqual([]);
  });

  it('refuses an employee key before anything happens', async () => {
    const { useCase, processor } = setup({ approved: true, reference: 'sbx_ch_4' });
    await expect(useCase.execute({ ...actor, role: 'employee' }, { paymentMethodId: 'pm_3', amount: 10 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(processor.charge).not.toHaveBeenCalled();
  });
});
