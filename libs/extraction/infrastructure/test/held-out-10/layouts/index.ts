import { Layout } from '../../generalisation/kit';
import { enAirlineExcessBaggage } from './en-airline-excess-baggage';
import { enGermanMarketplaceInvoice } from './en-german-marketplace-invoice';
import { enPortugalCarRental } from './en-portugal-car-rental';
import { enUkGastropubBill } from './en-uk-gastropub-bill';
import { heAcTechnicianInvoice } from './he-ac-technician-invoice';
import { heBuildingManagementBill } from './he-building-management-bill';
import { heDentalSupplyTwoPage } from './he-dental-supply-two-page';
import { heHearingAidInvoice } from './he-hearing-aid-invoice';
import { heJewelleryInvoice } from './he-jewellery-invoice';
import { heSummerCampCreditNote } from './he-summer-camp-credit-note';
import { heWeddingHallInvoice } from './he-wedding-hall-invoice';
import { heWineShopTill } from './he-wine-shop-till';
import { mixedJeepTourInvoice } from './mixed-jeep-tour-invoice';
import { mixedSpaDayReceipt } from './mixed-spa-day-receipt';
import { mixedTravelClinic } from './mixed-travel-clinic';

/** The tenth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-9. */
export const HELD_OUT_10: Layout[] = [
  heWeddingHallInvoice,
  heBuildingManagementBill,
  heDentalSupplyTwoPage,
  heSummerCampCreditNote,
  heWineShopTill,
  heAcTechnicianInvoice,
  heHearingAidInvoice,
  heJewelleryInvoice,
  enUkGastropubBill,
  enGermanMarketplaceInvoice,
  enPortugalCarRental,
  enAirlineExcessBaggage,
  mixedTravelClinic,
  mixedJeepTourInvoice,
  mixedSpaDayReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h10-';
