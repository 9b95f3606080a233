import { Layout } from '../../generalisation/kit';
import { enEstonianSpaHotelFolio } from './en-estonian-spa-hotel-folio';
import { enPrivateChefInvoice } from './en-private-chef-invoice';
import { enUkClassicCarRestorationInvoice } from './en-uk-classic-car-restoration-invoice';
import { enUsCodingBootcampInvoice } from './en-us-coding-bootcamp-invoice';
import { heBeddingStoreTill } from './he-bedding-store-till';
import { heBridalSalonCreditNote } from './he-bridal-salon-credit-note';
import { heElderAlertServiceBill } from './he-elder-alert-service-bill';
import { heFertiliserSupplierTwoPage } from './he-fertiliser-supplier-two-page';
import { heHomeKeroseneSlip } from './he-home-kerosene-slip';
import { heKitchenCarpentryInvoice } from './he-kitchen-carpentry-invoice';
import { heKubbehRestaurantBill } from './he-kubbeh-restaurant-bill';
import { heVinylRecordsWebshopOrder } from './he-vinyl-records-webshop-order';
import { mixedLuggageStorageReceipt } from './mixed-luggage-storage-receipt';
import { mixedParaglidingTandemReceipt } from './mixed-paragliding-tandem-receipt';
import { mixedPhysiotherapyClinicInvoice } from './mixed-physiotherapy-clinic-invoice';

/** The twenty-second held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-21. */
export const HELD_OUT_22: Layout[] = [
  heBeddingStoreTill,
  heKubbehRestaurantBill,
  heElderAlertServiceBill,
  heHomeKeroseneSlip,
  heKitchenCarpentryInvoice,
  heVinylRecordsWebshopOrder,
  heFertiliserSupplierTwoPage,
  heBridalSalonCreditNote,
  enEstonianSpaHotelFolio,
  enUsCodingBootcampInvoice,
  enUkClassicCarRestorationInvoice,
  enPrivateChefInvoice,
  mixedLuggageStorageReceipt,
  mixedParaglidingTandemReceipt,
  mixedPhysiotherapyClinicInvoice,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h22-';
