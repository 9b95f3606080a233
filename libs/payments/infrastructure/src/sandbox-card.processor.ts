import { randomBytes } from 'node:crypto';
import { CardProcessor, ProcessorChargeResult, ProcessorInfo } from '@backoffice/payments/application';
import { CardDetails, CardSummary } from '@backoffice/payments/domain';

type Outcome = 'approve' | 'decline' | 'insufficient_funds' | 'processor_error';

/**
 * Test cards of the sandbox (docs/payments.md). Any other valid card number is approved. The
 * outcome is decided once, when the card is tokenised, and travels inside the token: the sandbox
 * keeps no card data, exactly like a real processor's vault as seen from here.
 */
export const SANDBOX_TEST_CARDS: Record<string, Outcome> = {
  '4242424242424242': 'approve',
  '5555555555554444': 'approve',
  '378282246310005': 'approve',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000119': 'processor_error',
};

const DECLINES: Record<Exclude<Outcome, 'approve'>, { code: string; message: string }> = {
  decline: { code: 'card_declined', message: 'The card was declined.' },
  insufficient_funds: { code: 'insufficient_funds', message: 'The card has insufficient funds to complete the charge.' },
  processor_error: { code: 'processing_error', message: 'The processor could not complete the charge; try again later.' },
};

const TOKEN = /^tok_sandbox_(approve|decline|insufficient_funds|processor_error)_[0-9a-f]{24}$/;
const hex = () => randomBytes(12).toString('hex');

/** The default card processor: deterministic, in process, no network, no money. */
export class SandboxCardProcessor implements CardProcessor {
  info(): ProcessorInfo {
    return { id: 'sandbox', name: 'Sandbox card processor', testMode: true, capabilities: ['tokenize', 'charge', 'authorize', 'capture', 'void', 'refund'] };
  }

  async tokenize(card: CardDetails, _summary: CardSummary): Promise<{ token: string }> {
    return { token: `tok_sandbox_${SANDBOX_TEST_CARDS[card.number] ?? 'approve'}_${hex()}` };
  }

  async forget(_token: string): Promise<void> {
    // Nothing is kept per token.
  }

  async charge(request: { token: string; amount: string; currency: string; capture: boolean; reference: string }): Promise<ProcessorChargeResult> {
    const outcome = TOKEN.exec(request.token)?.[1] as Outcome | undefined;
    if (!outcome) return { approved: false, reference: null, code: 'invalid_token', message: 'The processor does not know this card token.' };
    if (outcome === 'approve') return { approved: true, reference: `sbx_ch_${hex()}` };
    return { approved: false, reference: outcome === 'processor_error' ? null : `sbx_ch_${hex()}`, ...DECLINES[outcome] };
  }

  async capture(_request: { processorReference: string; amount: string }): Promise<void> {
    // Approved authorisations of the sandbox are always capturable.
  }

  async void(_processorReference: string): Promise<void> {
    // Approved authorisations of the sandbox are always voidable.
  }

  async refund(_request: { processorReference: string; amount: string; reference: string }): Promise<{ reference: string }> {
    return { reference: `sbx_re_${hex()}` };
  }

  async reverse(_processorReference: string): Promise<void> {
    // Nothing moved: the sandbox has no balance to restore.
  }
}
