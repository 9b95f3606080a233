import { Layout } from '../../generalisation/kit';
import { enBelgianLaceShopOrder } from './en-belgian-lace-shop-order';
import { enPentestConsultancyInvoice } from './en-pentest-consultancy-invoice';
import { enUkMillinerInvoice } from './en-uk-milliner-invoice';
import { enUsBeekeepingSupplyInvoice } from './en-us-beekeeping-supply-invoice';
import { heArmySurplusStoreTill } from './he-army-surplus-store-till';
import { heBakingToolsWebshopOrder } from './he-baking-tools-webshop-order';
import { heCountryClubMembershipBill } from './he-country-club-membership-bill';
import { heGlampingFolio } from './he-glamping-folio';
import { heIceSupplierTwoPage } from './he-ice-supplier-two-page';
import { heLuggageStoreCreditNote } from './he-luggage-store-credit-note';
import { heMotorcycleRentalInvoice } from './he-motorcycle-rental-invoice';
import { hePeruvianRestaurantBill } from './he-peruvian-restaurant-bill';
import { mixedArtRestorationInvoice } from './mixed-art-restoration-invoice';
import { mixedJazzClubBill } from './mixed-jazz-club-bill';
import { mixedSegwayTourReceipt } from './mixed-segway-tour-receipt';

/** The thirty-first held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-30. */
export const HELD_OUT_31: Layout[] = [
  heArmySurplusStoreTill,
  hePeruvianRestaurantBill,
  heCountryClubMembershipBill,
  heMotorcycleRentalInvoice,
  heGlampingFolio,
  heBakingToolsWebshopOrder,
  heIceSupplierTwoPage,
  heLuggageStoreCreditNote,
  enBelgianLaceShopOrder,
  enUsBeekeepingSupplyInvoice,
  enUkMillinerInvoice,
  enPentestConsultancyInvoice,
  mixedSegwayTourReceipt,
  mixedJazzClubBill,
  mixedArtRestorationInvoice,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h31-';
