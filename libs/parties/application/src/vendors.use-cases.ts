import { Inject, Injectable } from '@nestjs/common';
import {
  AddressNotFoundError,
  ContactFields,
  ContactNotFoundError,
  EMPTY_VENDOR_FIELDS,
  FileNotFoundError,
  PartyAlreadyExistsError,
  TaxIdTakenError,
  Vendor,
  VendorDefaults,
  VendorFields,
  effectiveTerms,
} from '@backoffice/parties/domain';
import { Actor, Page, PageWindow, UNIT_OF_WORK, UnitOfWork, ValidationError, assertCan, can, pageOf } from '@backoffice/shared/kernel';
import { COMPANY_DEFAULTS, CompanyDefaults, EntityRoles, FILE_REFERENCES, FileReferences, PARTY_REPOSITORY, PartyRepository, VendorFilter } from './parties.ports';

export type VendorChanges = Partial<VendorFields>;

export interface CreateVendorInput {
  fields: Pick<VendorFields, 'name' | 'taxId' | 'type'> & Partial<VendorFields>;
  contact?: ContactFields;
  existingContactId?: number;
}

/** A vendor with its payment terms, withholding rate and special VAT as in effect (never unset). */
export type VendorView = Omit<Vendor, keyof ReturnType<typeof effectiveTerms>> & ReturnType<typeof effectiveTerms>;

export function withEffectiveTerms(vendor: Vendor, defaults: VendorDefaults): VendorView {
  return { ...vendor, ...effectiveTerms(vendor, defaults) };
}

/**
 * Checks that every id a vendor points at is the company's (another company's id behaves like
 * an unknown one: 404), and drops what the caller's role may not set.
 */
@Injectable()
export class VendorReferences {
  constructor(
    @Inject(PARTY_REPOSITORY) private readonly parties: PartyRepository,
    @Inject(FILE_REFERENCES) private readonly files: FileReferences,
  ) {}

  async check(actor: Actor, changes: VendorChanges): Promise<VendorChanges> {
    const out = { ...changes };
    // Spec: saved only when the key's role may map accounting exports; ignored otherwise. An
    // empty string leaves the key unchanged.
    if (out.ledgerEntityAccountKey === '' || !can(actor.role, 'map_accounting_exports')) delete out.ledgerEntityAccountKey;
    const { companyId } = actor;
    if (out.addressId != null && !(await this.parties.addressExists(companyId, out.addressId))) throw new AddressNotFoundError();
    if (out.logoFileId != null && !(await this.files.exists(companyId, out.logoFileId))) throw new FileNotFoundError('logoFileId');
    if (out.withholdingFileId != null && !(await this.files.exists(companyId, out.withholdingFileId))) throw new FileNotFoundError('withholdingFileId');
    return out;
  }
}

/** `POST /vendors/create`. A tax id the company already has makes that entity a vendor too. */
@Injectable()
export class CreateVendor {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(PARTY_REPOSITORY) private readonly parties: PartyRepository,
    private readonly references: VendorReferences,
  ) {}

  async execute(actor: Actor, input: CreateVendorInput): Promise<{ vendorId: number; visibleId: string }> {
    assertCan(actor, 'write_business_data');
    const fields = await this.references.check(actor, input.fields);
    if (input.existingContactId !== undefined) {
      if (!(await this.parties.contactExists(actor.companyId, input.existingContactId))) throw new ContactNotFoundError();
    } else if (input.contact?.addressId != null && !(await this.parties.addressExists(actor.companyId, input.contact.addressId))) {
      throw new AddressNotFoundError();
    }
    return this.create(actor.companyId, fields, input);
  }

  private create(companyId: number, fields: VendorChanges, input: CreateVendorInput) {
    return this.uow.run(async () => {
      const entity = await this.claim(companyId, fields);
      // existingContactId wins over contact (spec: contact is ignored when it is given).
      const contactId = input.existingContactId ?? (input.contact ? await this.parties.createContact(companyId, input.contact) : undefined);
      if (contactId !== undefined) await this.parties.attachContact(companyId, entity.id, contactId);
      return { vendorId: entity.id, visibleId: entity.visibleId };
    });
  }

  /** A new entity that is a vendor, or the company's entity with this tax id made a vendor too. */
  private async claim(companyId: number, fields: VendorChanges): Promise<EntityRoles> {
    const existing = fields.taxId ? await this.parties.findByTaxId(companyId, fields.taxId) : null;
    if (!existing) {
      const created = await this.parties.insert(companyId, { ...EMPTY_VENDOR_FIELDS, ...(fields as VendorFields) }, { isVendor: true, isClient: false });
      if (created) return created;
    }
    // The company has this tax id: from before, or from a concurrent create that won the insert.
    const entity = existing ?? ((await this.parties.findByTaxId(companyId, fields.taxId as string)) as EntityRoles);
    if (entity.isVendor) throw new PartyAlreadyExistsError('vendor', entity.id);
    // The client keeps its name and identity; the vendor fields sent are added to it.
    const { name: _name, taxId: _taxId, ...vendorFields } = fields;
    await this.parties.update(companyId, entity.id, { ...vendorFields, isVendor: true });
    return entity;
  }
}

/** `PUT /vendors/edit/:visibleId`: only the fields present change (see VendorChanges semantics in the controller). */
@Injectable()
export class EditVendor {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(PARTY_REPOSITORY) private readonly parties: PartyRepository,
    private readonly references: VendorReferences,
  ) {}

  /** False when the company has no such vendor. */
  async execute(actor: Actor, visibleId: string, changes: VendorChanges): Promise<boolean> {
    assertCan(actor, 'write_business_data');
    const checked = await this.references.check(actor, changes);
    return this.uow.run(async () => {
      const vendor = await this.parties.findVendor(actor.companyId, { visibleId });
      if (!vendor) return false;
      if (checked.taxId !== undefined && checked.taxId !== vendor.taxId && checked.taxId !== null) {
        const other = await this.parties.findByTaxId(actor.companyId, checked.taxId);
        if (other && other.id !== vendor.id) throw new TaxIdTakenError();
      }
      const from = checked.withholdingValidFrom !== undefined ? checked.withholdingValidFrom : vendor.withholdingValidFrom;
      const until = checked.withholdingValidUntil !== undefined ? checked.withholdingValidUntil : vendor.withholdingValidUntil;
      if (from && until && until < from) throw ValidationError.field('withholdingValidUntil', 'must not be before withholdingValidFrom');
      // A cleared payment term clears its days too: both then come from the company.
      if (checked.paymentTermType === null && checked.paymentTermDays === undefined) checked.paymentTermDays = null;
      await this.parties.update(actor.companyId, vendor.id, checked);
      return true;
    });
  }
}

/** `GET /vendors/id/:visibleId`: null when unknown, not a vendor, or another company's. */
@Injectable()
export class GetVendor {
  constructor(
    @Inject(PARTY_REPOSITORY) private readonly parties: PartyRepository,
    @Inject(COMPANY_DEFAULTS) private readonly defaults: CompanyDefaults,
  ) {}

  async execute(actor: Actor, visibleId: string): Promise<VendorView | null> {
    assertCan(actor, 'read');
    const [vendor, defaults] = await Promise.all([this.parties.findVendor(actor.companyId, { visibleId }), this.defaults.forCompany(actor.companyId)]);
    return vendor ? withEffectiveTerms(vendor, defaults) : null;
  }
}

/** `GET /vendors`. */
@Injectable()
export class ListVendors {
  constructor(
    @Inject(PARTY_REPOSITORY) private readonly parties: PartyRepository,
    @Inject(COMPANY_DEFAULTS) private readonly defaults: CompanyDefaults,
  ) {}

  async execute(actor: Actor, filter: VendorFilter, window: PageWindow): Promise<Page<VendorView>> {
    assertCan(actor, 'read');
    const [{ rows, total }, defaults] = await Promise.all([this.parties.listVendors(actor.companyId, filter, window), this.defaults.forCompany(actor.companyId)]);
    return pageOf(
      rows.map((v) => withEffectiveTerms(v, defaults)),
      total,
      window,
    );
  }
}
