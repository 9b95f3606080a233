import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ENTITY_TYPES, EntityType, PARTY_LIMITS } from '@backoffice/parties/domain';
import { IsEmail, IsIn, IsOptional, MaxLength } from 'class-validator';
import { RefId, Text } from './requests.shared';
import { ContactRequest } from './vendor.requests';

const L = PARTY_LIMITS;

export class CreateClientRequest {
  @ApiProperty({ maxLength: L.name }) @Text(1, L.name) name: string;
  @ApiPropertyOptional({ maxLength: L.taxId }) @IsOptional() @Text(1, L.taxId) taxId?: string;
  @ApiPropertyOptional({ enum: ENTITY_TYPES }) @IsOptional() @IsIn(ENTITY_TYPES) type?: EntityType;
  @ApiPropertyOptional({ maxLength: L.email }) @IsOptional() @IsEmail() @MaxLength(L.email) email?: string;
  @ApiPropertyOptional({ maxLength: L.phoneNumber }) @IsOptional() @Text(0, L.phoneNumber) phoneNumber?: string;
}

export class CreateAddressRequest {
  @ApiProperty({ maxLength: L.text }) @Text(1, L.text) city: string;
  @ApiProperty({ maxLength: L.name }) @Text(1, L.name) street: string;
  @ApiPropertyOptional({ maxLength: 20 }) @IsOptional() @Text(0, 20) houseNumber?: string;
  @ApiPropertyOptional({ maxLength: 20 }) @IsOptional() @Text(0, 20) zipCode?: string;
  @ApiPropertyOptional({ maxLength: L.text }) @IsOptional() @Text(0, L.text) country?: string;
}

export class CreateContactRequest extends ContactRequest {
  @ApiPropertyOptional({ description: 'Attach the contact at once to this entity (client or vendor numeric id)' }) @IsOptional() @RefId() entityId?: number;
}
