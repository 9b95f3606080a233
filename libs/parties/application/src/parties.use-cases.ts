import { Inject, Injectable } from '@nestjs/common';
import { AddressFields, AddressNotFoundError, ContactFields, EMPTY_VENDOR_FIELDS, EntityNotFoundError, EntityType, PartyAlreadyExistsError } from '@backoffice/parties/domain';
import { Actor, UNIT_OF_WORK, UnitOfWork, assertCan } from '@backoffice/shared/kernel';
import { EntityRoles, PARTY_REPOSITORY, PartyRepository } from './parties.ports';

export interface CreateClientInput {
  name: string;
  taxId: string | null;
  type: EntityType | null;
  email: string | null;
  phoneNumber: string | null;
}

/** `POST /clients/create`. A tax id the company already has makes that entity a client too. */
@Injectable()
export class CreateClient {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(PARTY_REPOSITORY) private readonly parties: PartyRepository,
  ) {}

  async execute(actor: Actor, input: CreateClientInput): Promise<{ clientId: number }> {
    assertCan(actor, 'write_business_data');
    const companyId = actor.companyId;
    return this.uow.run(async () => {
      const existing = input.taxId ? await this.parties.findByTaxId(companyId, input.taxId) : null;
      if (!existing) {
        const created = await this.parties.insert(companyId, { ...EMPTY_VENDOR_FIELDS, ...input }, { isVendor: false, isClient: true });
        if (created) return { clientId: created.id };
      }
      // The company has this tax id: from before, or from a concurrent create that won the insert.
      const entity = existing ?? ((await this.parties.findByTaxId(companyId, input.taxId as string)) as EntityRoles);
      if (entity.isClient) throw new PartyAlreadyExistsError('client', entity.id);
      await this.parties.update(companyId, entity.id, { isClient: true });
      return { clientId: entity.id };
    });
  }
}

/** `POST /addresses/create`. */
@Injectable()
export class CreateAddress {
  constructor(@Inject(PARTY_REPOSITORY) private readonly parties: PartyRepository) {}

  async execute(actor: Actor, fields: AddressFields): Promise<{ addressId: number }> {
    assertCan(actor, 'write_business_data');
    return { addressId: await this.parties.createAddress(actor.companyId, fields) };
  }
}

/** `POST /contacts/create`, optionally attached at once to an entity (client or vendor). */
@Injectable()
export class CreateContact {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(PARTY_REPOSITORY) private readonly parties: PartyRepository,
  ) {}

  async execute(actor: Actor, fields: ContactFields, entityId?: number): Promise<{ contactId: number }> {
    assertCan(actor, 'write_business_data');
    const { companyId } = actor;
    if (fields.addressId !== null && !(await this.parties.addressExists(companyId, fields.addressId))) throw new AddressNotFoundError();
    if (entityId !== undefined && !(await this.parties.findEntity(companyId, entityId))) throw new EntityNotFoundError();
    return this.uow.run(async () => {
      const contactId = await this.parties.createContact(companyId, fields);
      if (entityId !== undefined) await this.parties.attachContact(companyId, entityId, contactId);
      return { contactId };
    });
  }
}
