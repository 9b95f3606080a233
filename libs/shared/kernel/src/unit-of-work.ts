/**
 * Runs work in one database transaction. Repositories called inside `run` join it without being
 * handed a transaction object; a thrown error rolls everything back.
 */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>, options?: { isolation?: 'READ COMMITTED' | 'REPEATABLE READ' | 'SERIALIZABLE' }): Promise<T>;
}

export const UNIT_OF_WORK = Symbol('UnitOfWork');
