import { Layout } from '../kit';
import { enForeignInvoice } from './en-foreign-invoice';
import { enHotelFolio } from './en-hotel-folio';
import { enOnlineOrderInvoice } from './en-online-order-invoice';
import { enParkingTicket } from './en-parking-ticket';
import { enRestaurantTip } from './en-restaurant-tip';
import { enServicesInvoice } from './en-services-invoice';
import { enTelecomStatement } from './en-telecom-statement';
import { enUsStoreTill } from './en-us-store-till';
import { heCreditNote } from './he-credit-note';
import { heFuelStation } from './he-fuel-station';
import { heMultipageInvoice } from './he-multipage-invoice';
import { heRestaurantBill } from './he-restaurant-bill';
import { heSmallBusinessReceipt } from './he-small-business-receipt';
import { heSupermarketTill } from './he-supermarket-till';
import { heTaxInvoiceA4 } from './he-tax-invoice-a4';
import { heUtilityBill } from './he-utility-bill';
import { mixedBilingualInvoice } from './mixed-bilingual-invoice';
import { mixedTaxiReceipt } from './mixed-taxi-receipt';

/** Eighteen layouts, each written on its own: its structure, wording, fonts and quirks are its own. */
export const LAYOUTS: Layout[] = [
  heSupermarketTill,
  heTaxInvoiceA4,
  heRestaurantBill,
  heUtilityBill,
  heFuelStation,
  heMultipageInvoice,
  heCreditNote,
  heSmallBusinessReceipt,
  enUsStoreTill,
  enServicesInvoice,
  enRestaurantTip,
  enTelecomStatement,
  enParkingTicket,
  enHotelFolio,
  enOnlineOrderInvoice,
  enForeignInvoice,
  mixedBilingualInvoice,
  mixedTaxiReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
