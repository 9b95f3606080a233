import { Layout } from '../../generalisation/kit';
import { enAppStoreOptimisationAgencyInvoice } from './en-app-store-optimisation-agency-invoice';
import { enMongolianHorseheadFiddleMakerInvoice } from './en-mongolian-horsehead-fiddle-maker-invoice';
import { enParaguayanNandutiLaceWeaversInvoice } from './en-paraguayan-nanduti-lace-weavers-invoice';
import { enUsWestVirginiaCoalFigurineCarverInvoice } from './en-us-west-virginia-coal-figurine-carver-invoice';
import { heGoatFarmRestaurantBill } from './he-goat-farm-restaurant-bill';
import { heHikingMapsShopTill } from './he-hiking-maps-shop-till';
import { heHomeStagingInvoice } from './he-home-staging-invoice';
import { heNahariyaSeafrontHotelFolio } from './he-nahariya-seafront-hotel-folio';
import { hePitaBakeryTwoPage } from './he-pita-bakery-two-page';
import { heRubberStampsWebshopOrder } from './he-rubber-stamps-webshop-order';
import { heWaterSoftenerRentalMonthlyBill } from './he-water-softener-rental-monthly-bill';
import { heWineFridgeStoreCreditNote } from './he-wine-fridge-store-credit-note';
import { mixedAquariumCarParkReceipt } from './mixed-aquarium-car-park-receipt';
import { mixedCoastalRoadFuelSlip } from './mixed-coastal-road-fuel-slip';
import { mixedPickleballCourtReceipt } from './mixed-pickleball-court-receipt';

/** The fifty-sixth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-55. */
export const HELD_OUT_56: Layout[] = [
  heHikingMapsShopTill,
  heGoatFarmRestaurantBill,
  heWaterSoftenerRentalMonthlyBill,
  heHomeStagingInvoice,
  heNahariyaSeafrontHotelFolio,
  heRubberStampsWebshopOrder,
  hePitaBakeryTwoPage,
  heWineFridgeStoreCreditNote,
  enAppStoreOptimisationAgencyInvoice,
  enMongolianHorseheadFiddleMakerInvoice,
  enParaguayanNandutiLaceWeaversInvoice,
  enUsWestVirginiaCoalFigurineCarverInvoice,
  mixedCoastalRoadFuelSlip,
  mixedAquariumCarParkReceipt,
  mixedPickleballCourtReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h56-';
