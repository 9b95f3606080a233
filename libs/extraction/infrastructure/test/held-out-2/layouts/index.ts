import { Layout } from '../../generalisation/kit';
import { enCourierReceipt } from './en-courier-receipt';
import { enCreditNote } from './en-credit-note';
import { enEuSupplierInvoice } from './en-eu-supplier-invoice';
import { enFreelancerInvoiceReceipt } from './en-freelancer-invoice-receipt';
import { enSaasInvoice } from './en-saas-invoice';
import { enUkHotelFolio } from './en-uk-hotel-folio';
import { heCellularInvoice } from './he-cellular-invoice';
import { heElectricityBill } from './he-electricity-bill';
import { heGarageInvoice } from './he-garage-invoice';
import { heHardwareInvoice } from './he-hardware-invoice';
import { hePharmacyTill } from './he-pharmacy-till';
import { heRestaurantCheck } from './he-restaurant-check';
import { heTollRoadInvoice } from './he-toll-road-invoice';
import { heTwoPageInvoice } from './he-two-page-invoice';
import { mixedCafeReceipt } from './mixed-cafe-receipt';
import { mixedParkingReceipt } from './mixed-parking-receipt';

/** The second held-out set's sixteen layouts (README.md), none shared with ../generalisation. */
export const HELD_OUT_2: Layout[] = [
  hePharmacyTill,
  heHardwareInvoice,
  heElectricityBill,
  heCellularInvoice,
  heRestaurantCheck,
  heGarageInvoice,
  heTwoPageInvoice,
  heTollRoadInvoice,
  enSaasInvoice,
  enUkHotelFolio,
  enEuSupplierInvoice,
  enFreelancerInvoiceReceipt,
  enCreditNote,
  enCourierReceipt,
  mixedCafeReceipt,
  mixedParkingReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with ../generalisation. */
export const PREFIX = 'h2-';
