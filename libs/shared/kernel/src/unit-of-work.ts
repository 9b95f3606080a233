/**
 * Runs work in one database transaction. Repositories called inside `run` join it without being
 * handed a transaction object; a thrown error rolls everything back.
 */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>, options?: { isolation?: 'READ COMMITTED' | 'REPEATABLE READ' | 'SERIALIZABLE' }): Promise<T>;
  /**
   * Runs `effect` once the transaction in progress has committed (at once when none is open), and
   * never when it rolls back: for what must not be seen before the data it refers to, such as a
   * job that reads the row just written.
   */
  afterCommit(effect: () => Promise<void>): Promise<void>;
}

export const UNIT_OF_WORK = Symbol('UnitOfWork');
