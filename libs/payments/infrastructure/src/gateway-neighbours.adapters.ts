import { Injectable } from '@nestjs/common';
import { IssueDocument } from '@backoffice/documents/application';
import { DescribeEntities } from '@backoffice/parties/application';
import { ChargeReceipts, GatewayClients } from '@backoffice/payments/application';
import { Charge } from '@backoffice/payments/domain';
import { Actor, Decimal } from '@backoffice/shared/kernel';

/** Clients are entities of the parties context. */
@Injectable()
export class GatewayClientsAdapter implements GatewayClients {
  constructor(private readonly entities: DescribeEntities) {}

  async exists(companyId: number, entityId: number): Promise<boolean> {
    return (await this.entities.byIds(companyId, [entityId])).has(entityId);
  }
}

/**
 * The receipt of a captured charge, issued by the documents context. Its unit of work joins the
 * charge's open transaction, so the charge, the receipt and both contexts' events commit or roll
 * back together. The charge id is the receipt's `externalId`: one receipt per charge at most.
 */
@Injectable()
export class ChargeReceiptsAdapter implements ChargeReceipts {
  constructor(private readonly issueDocument: IssueDocument) {}

  async issue(actor: Actor, charge: Charge, amount: Decimal): Promise<{ documentId: number }> {
    const outcome = await this.issueDocument.execute(actor, 'receipt', {
      entityId: charge.entityId,
      currency: charge.currency,
      externalId: charge.publicId,
      remarks: `Card payment ${charge.publicId} (${charge.brand} ending ${charge.last4})`,
      payments: [{ method: 'creditCard', amount: amount.toNumber() }],
    });
    return { documentId: outcome.body.id };
  }
}
