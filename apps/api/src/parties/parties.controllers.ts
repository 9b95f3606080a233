import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CreateAddress, CreateClient, CreateContact } from '@backoffice/parties/application';
import { Actor } from '@backoffice/shared/kernel';
import { CurrentActor } from '../http/auth';
import { Operation } from '../http/openapi/operation';
import { AddressCreatedSchema, ClientCreatedSchema, ContactCreatedSchema } from './parties.schemas';
import { CreateAddressRequest, CreateClientRequest, CreateContactRequest } from './party.requests';

/** `POST /clients/create` (contract "Resources the spec only refers to"). */
@ApiTags('clients')
@Controller('clients')
export class ClientsController {
  constructor(private readonly createClient: CreateClient) {}

  @Post('create')
  @HttpCode(200)
  @Operation({
    id: 'clients.create',
    idempotent: true,
    summary: 'Create a client, or make an existing vendor with the same tax id a client too',
    response: ClientCreatedSchema,
    jsonBody: true,
    example: { name: 'כהן ושות׳ הנדסה בע״מ', taxId: '515294601', type: 'COMPANY', email: 'billing@cohen-eng.co.il', phoneNumber: '03-6123456' } satisfies CreateClientRequest,
    permission: 'write_business_data',
    errors: { 409: ['CLIENT_ALREADY_EXISTS'] },
  })
  async create(@CurrentActor() actor: Actor, @Body() body: CreateClientRequest) {
    const { clientId } = await this.createClient.execute(actor, {
      name: body.name,
      taxId: body.taxId ?? null,
      type: body.type ?? null,
      email: body.email ?? null,
      phoneNumber: body.phoneNumber ?? null,
    });
    return { success: true, clientId };
  }
}

@ApiTags('addresses')
@Controller('addresses')
export class AddressesController {
  constructor(private readonly createAddress: CreateAddress) {}

  @Post('create')
  @HttpCode(200)
  @Operation({
    id: 'addresses.create',
    idempotent: true,
    summary: 'Create an address to point vendors, clients and contacts at',
    response: AddressCreatedSchema,
    jsonBody: true,
    example: { city: 'תל אביב-יפו', street: 'דרך מנחם בגין', houseNumber: '132', zipCode: '6701101', country: 'ישראל' } satisfies CreateAddressRequest,
    permission: 'write_business_data',
  })
  async create(@CurrentActor() actor: Actor, @Body() body: CreateAddressRequest) {
    const { addressId } = await this.createAddress.execute(actor, {
      city: body.city,
      street: body.street,
      houseNumber: body.houseNumber ?? null,
      zipCode: body.zipCode ?? null,
      country: body.country ?? null,
    });
    return { success: true, addressId };
  }
}

@ApiTags('contacts')
@Controller('contacts')
export class ContactsController {
  constructor(private readonly createContact: CreateContact) {}

  @Post('create')
  @HttpCode(200)
  @Operation({
    id: 'contacts.create',
    idempotent: true,
    summary: 'Create a contact, attached at once to an entity when entityId is sent',
    response: ContactCreatedSchema,
    jsonBody: true,
    example: { firstName: 'נועה', lastName: 'לוי', phoneNumber: '052-3456789', email: 'noa.levi@cohen-eng.co.il', addressId: 12, entityId: 42 } satisfies CreateContactRequest,
    permission: 'write_business_data',
    errors: { 404: ['ADDRESS_NOT_FOUND', 'ENTITY_NOT_FOUND'] },
  })
  async create(@CurrentActor() actor: Actor, @Body() body: CreateContactRequest) {
    const fields = {
      firstName: body.firstName,
      lastName: body.lastName ?? null,
      phoneNumber: body.phoneNumber ?? null,
      email: body.email ?? null,
      addressId: body.addressId ?? null,
    };
    const { contactId } = await this.createContact.execute(actor, fields, body.entityId ?? undefined);
    return { success: true, contactId };
  }
}
