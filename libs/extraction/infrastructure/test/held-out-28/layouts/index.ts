import { Layout } from '../../generalisation/kit';
import { enFrenchTruffleFarmInvoice } from './en-french-truffle-farm-invoice';
import { enGrantWritingConsultancyInvoice } from './en-grant-writing-consultancy-invoice';
import { enUkCricketBatMakerInvoice } from './en-uk-cricket-bat-maker-invoice';
import { enUsCardGradingInvoice } from './en-us-card-grading-invoice';
import { heArcheryWebshopOrder } from './he-archery-webshop-order';
import { heCopierLeaseMonthlyBill } from './he-copier-lease-monthly-bill';
import { heHalvaTahiniFactoryTwoPage } from './he-halva-tahini-factory-two-page';
import { heModelHobbyShopTill } from './he-model-hobby-shop-till';
import { heSportsVillageGuesthouseFolio } from './he-sports-village-guesthouse-folio';
import { heUpholsteryWorkshopInvoice } from './he-upholstery-workshop-invoice';
import { heVietnameseRestaurantBill } from './he-vietnamese-restaurant-bill';
import { heWaterPurifierCreditNote } from './he-water-purifier-credit-note';
import { mixedCarSharingTripReceipt } from './mixed-car-sharing-trip-receipt';
import { mixedExhibitionStandBuilderInvoice } from './mixed-exhibition-stand-builder-invoice';
import { mixedTaqueriaBill } from './mixed-taqueria-bill';

/** The twenty-eighth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-27. */
export const HELD_OUT_28: Layout[] = [
  heModelHobbyShopTill,
  heUpholsteryWorkshopInvoice,
  heVietnameseRestaurantBill,
  heCopierLeaseMonthlyBill,
  heArcheryWebshopOrder,
  heHalvaTahiniFactoryTwoPage,
  heWaterPurifierCreditNote,
  heSportsVillageGuesthouseFolio,
  enFrenchTruffleFarmInvoice,
  enUsCardGradingInvoice,
  enUkCricketBatMakerInvoice,
  enGrantWritingConsultancyInvoice,
  mixedCarSharingTripReceipt,
  mixedTaqueriaBill,
  mixedExhibitionStandBuilderInvoice,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h28-';
