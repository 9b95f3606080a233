import { createHash } from 'node:crypto';
import { TaxAuthority, TaxAuthorityAnswer } from '@backoffice/documents/application';

export interface SimulatedTaxAuthorityOptions {
  latencyMs: number;
  failureRate: number;
  refusalRate: number;
}

const REFUSAL_REASONS = ['Client tax id is not registered as an active dealer', 'Invoice amount is irregular for this dealer', 'Duplicate request for this invoice'];

/**
 * The default tax-authority adapter: answers after a configurable latency, fails a configurable
 * share of calls (as if unreachable), and refuses a configurable share of documents. Numbers and
 * refusals are derived from the document, so asking again gives the same answer.
 */
export class SimulatedTaxAuthority implements TaxAuthority {
  private options: SimulatedTaxAuthorityOptions;

  constructor(
    options: SimulatedTaxAuthorityOptions,
    private readonly random: () => number = Math.random,
  ) {
    this.options = { ...options };
  }

  /** The simulator's control surface, like a sandbox console: change its behaviour at run time. */
  configure(changes: Partial<SimulatedTaxAuthorityOptions>): void {
    this.options = { ...this.options, ...changes };
  }

  async requestAllocationNumber(request: { companyId: number; documentId: number; type: string; number: number }): Promise<TaxAuthorityAnswer> {
    if (this.options.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.options.latencyMs));
    if (this.random() < this.options.failureRate) throw new Error('tax authority unavailable (simulated)');
    const digest = createHash('sha256').update(`${request.companyId}:${request.documentId}:${request.type}:${request.number}`).digest();
    const draw = digest.readUInt32BE(0) / 0x1_0000_0000;
    if (draw < this.options.refusalRate) return { outcome: 'refused', reason: REFUSAL_REASONS[digest[4] % REFUSAL_REASONS.length] };
    const allocationNumber = (digest.readUInt32BE(5) % 900_000_000) + 100_000_000;
    return { outcome: 'approved', allocationNumber: String(allocationNumber) };
  }
}
