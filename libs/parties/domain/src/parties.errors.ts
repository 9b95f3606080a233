import { ConflictError, DomainError, ErrorDetail, NotFoundError } from '@backoffice/shared/kernel';

export class VendorNotFoundError extends NotFoundError {
  constructor() {
    super('Vendor', 'VENDOR_NOT_FOUND');
  }
}

export class AddressNotFoundError extends NotFoundError {
  constructor() {
    super('Address', 'ADDRESS_NOT_FOUND');
  }
}

export class ContactNotFoundError extends NotFoundError {
  constructor() {
    super('Contact', 'CONTACT_NOT_FOUND');
  }
}

export class EntityNotFoundError extends NotFoundError {
  constructor() {
    super('Entity', 'ENTITY_NOT_FOUND');
  }
}

export class FileNotFoundError extends NotFoundError {
  constructor(field: string) {
    super(`File (${field})`, 'FILE_NOT_FOUND');
  }
}

export class PricelistEntryNotFoundError extends NotFoundError {
  constructor() {
    super("This product in the vendor's pricelist", 'PRICELIST_ENTRY_NOT_FOUND');
  }
}

/** One company has one entity per tax id; creating the same role twice for it is a conflict. */
export class PartyAlreadyExistsError extends ConflictError {
  constructor(role: 'vendor' | 'client', entityId: number) {
    super(role === 'vendor' ? 'VENDOR_ALREADY_EXISTS' : 'CLIENT_ALREADY_EXISTS', `Entity ${entityId} with this tax id is already a ${role}`);
  }
}

/**
 * A pricelist the contract rejects with 400: `error` names the problem (OVERLAPPING_TIERS, …),
 * `message` says which entry and tiers, `details` carries the field path.
 */
export class PricelistError extends DomainError {
  constructor(code: string, message: string, details?: ErrorDetail[]) {
    super(code, 'validation', message, details);
  }
}

/** A quote that needs the product's own buying price when the product has none. */
export class NoBuyingPriceError extends DomainError {
  constructor() {
    super('NO_BUYING_PRICE', 'unprocessable', 'The product has no buying price, and the pricelist entry sets none for this quantity');
  }
}

/** Raised by the adapter when a concurrent request inserted the same tax id first; the use case retries once. */
export class TaxIdTakenError extends ConflictError {
  constructor() {
    super('TAX_ID_TAKEN', 'Another entity of this company has this tax id');
  }
}
