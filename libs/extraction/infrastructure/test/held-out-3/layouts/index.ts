import { Layout } from '../../generalisation/kit';
import { enGstInvoice } from './en-gst-invoice';
import { enItRetainer } from './en-it-retainer';
import { enMarketplaceOrder } from './en-marketplace-order';
import { enTravelReceipt } from './en-travel-receipt';
import { heBakerySlip } from './he-bakery-slip';
import { heCarRental } from './he-car-rental';
import { heClinicReceipt } from './he-clinic-receipt';
import { heHotelInvoice } from './he-hotel-invoice';
import { heInsuranceReceipt } from './he-insurance-receipt';
import { heMunicipalPayment } from './he-municipal-payment';
import { heRefundCredit } from './he-refund-credit';
import { heSupermarketDelivery } from './he-supermarket-delivery';
import { heWebshopInvoice } from './he-webshop-invoice';
import { mixedOpticianInvoice } from './mixed-optician-invoice';

/** The third held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2. */
export const HELD_OUT_3: Layout[] = [
  heSupermarketDelivery,
  heMunicipalPayment,
  heClinicReceipt,
  heHotelInvoice,
  heWebshopInvoice,
  heCarRental,
  heRefundCredit,
  heBakerySlip,
  heInsuranceReceipt,
  enMarketplaceOrder,
  enTravelReceipt,
  enItRetainer,
  enGstInvoice,
  mixedOpticianInvoice,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h3-';
