import { VendorView } from '@backoffice/parties/application';
import { Static } from '../http/openapi/schemas';
import { VendorRowSchema, VendorSchema } from './parties.schemas';
import { asNumber } from './requests.shared';

/** Spec "Vendor (list row)": exactly the list fields; numbers as JSON numbers. */
export function vendorRow(v: VendorView): Static<typeof VendorRowSchema> {
  return {
    id: v.id,
    visibleId: v.visibleId,
    name: v.name,
    taxId: v.taxId,
    type: v.type,
    email: v.email,
    phoneNumber: v.phoneNumber,
    paymentTermType: v.paymentTermType,
    paymentTermDays: v.paymentTermDays,
    vendorInternalCode: v.vendorInternalCode,
    withholdingTaxRate: asNumber(v.withholdingTaxRate),
    companyId: v.companyId,
    address: v.address,
    // The files context owns the file itself; the vendor only points at it (docs/parties.md).
    logoFile: v.logoFileId === null ? null : { id: v.logoFileId },
    contacts: v.contacts,
  };
}

/** Spec "Vendor (single record)" plus, per contract, every field an edit can set: flat, no wrapper. */
export function vendorRecord(v: VendorView): Static<typeof VendorSchema> {
  return {
    ...vendorRow(v),
    isClient: v.isClient,
    addressId: v.addressId,
    logoFileId: v.logoFileId,
    bankNumber: v.bankNumber,
    branchNumber: v.branchNumber,
    accountNumber: v.accountNumber,
    accountingCustomerNumber: v.accountingCustomerNumber,
    ledgerEntityAccountKey: v.ledgerEntityAccountKey,
    specialVat: asNumber(v.specialVat),
    creditLimit: asNumber(v.creditLimit),
    roundDocumentTotal: v.roundDocumentTotal,
    taxDeductionsFileNumber: v.taxDeductionsFileNumber,
    withholdingCertificateNumber: v.withholdingCertificateNumber,
    withholdingValidFrom: v.withholdingValidFrom,
    withholdingValidUntil: v.withholdingValidUntil,
    withholdingBase: v.withholdingBase,
    withholdingFileId: v.withholdingFileId,
  };
}
