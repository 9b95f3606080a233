import { Layout } from '../../generalisation/kit';
import { enEcuadorCuencaPropertyManagementInvoice } from './en-ecuador-cuenca-property-management-invoice';
import { enGambiaKomboInsectScreenFitterInvoice } from './en-gambia-kombo-insect-screen-fitter-invoice';
import { enPrivate5gCampusNetworkMonthlyBill } from './en-private-5g-campus-network-monthly-bill';
import { enZimbabweHarareTennisCourtSurfacingInvoice } from './en-zimbabwe-harare-tennis-court-surfacing-invoice';
import { heAirConditionerStoreCreditNote } from './he-air-conditioner-store-credit-note';
import { heBurmeseRestaurantBill } from './he-burmese-restaurant-bill';
import { heCompressedAirSupplyMonthlyBill } from './he-compressed-air-supply-monthly-bill';
import { heCustomStickersWebshopOrder } from './he-custom-stickers-webshop-order';
import { heDenimJeansStoreTill } from './he-denim-jeans-store-till';
import { heFoodStylistPhotoshootInvoice } from './he-food-stylist-photoshoot-invoice';
import { heKiryatShmonaHotelFolio } from './he-kiryat-shmona-hotel-folio';
import { heLaserCuttingJobShopTwoPage } from './he-laser-cutting-job-shop-two-page';
import { mixedBiluJunctionFuelSlip } from './mixed-bilu-junction-fuel-slip';
import { mixedDizengoffCenterCarParkReceipt } from './mixed-dizengoff-center-car-park-receipt';
import { mixedObservationDeckTicketReceipt } from './mixed-observation-deck-ticket-receipt';

/** The seventieth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-69. */
export const HELD_OUT_70: Layout[] = [
  heDenimJeansStoreTill,
  heBurmeseRestaurantBill,
  heCompressedAirSupplyMonthlyBill,
  heFoodStylistPhotoshootInvoice,
  heKiryatShmonaHotelFolio,
  heCustomStickersWebshopOrder,
  heLaserCuttingJobShopTwoPage,
  heAirConditionerStoreCreditNote,
  enGambiaKomboInsectScreenFitterInvoice,
  enEcuadorCuencaPropertyManagementInvoice,
  enZimbabweHarareTennisCourtSurfacingInvoice,
  enPrivate5gCampusNetworkMonthlyBill,
  mixedBiluJunctionFuelSlip,
  mixedDizengoffCenterCarParkReceipt,
  mixedObservationDeckTicketReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h70-';
