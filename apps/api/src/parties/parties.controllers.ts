import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CreateAddress, CreateClient, CreateContact } from '@backoffice/parties/application';
import { Actor } from '@backoffice/shared/kernel';
import { CurrentActor } from '../http/auth';
import { CreateAddressRequest, CreateClientRequest, CreateContactRequest } from './party.requests';

/** `POST /clients/create` (contract "Resources the spec only refers to"). */
@ApiTags('clients')
@ApiBearerAuth()
@Controller('clients')
export class ClientsController {
  constructor(private readonly createClient: CreateClient) {}

  @Post('create')
  @HttpCode(200)
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
@ApiBearerAuth()
@Controller('addresses')
export class AddressesController {
  constructor(private readonly createAddress: CreateAddress) {}

  @Post('create')
  @HttpCode(200)
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
@ApiBearerAuth()
@Controller('contacts')
export class ContactsController {
  constructor(private readonly createContact: CreateContact) {}

  @Post('create')
  @HttpCode(200)
  async create(@CurrentActor() actor: Actor, @Body() body: CreateContactRequest) {
    const fields = { firstName: body.firstName, lastName: body.lastName ?? null, phoneNumber: body.phoneNumber ?? null, email: body.email ?? null, addressId: body.addressId ?? null };
    const { contactId } = await this.createContact.execute(actor, fields, body.entityId ?? undefined);
    return { success: true, contactId };
  }
}
