import { Layout } from '../../generalisation/kit';
import { enAlbanianFeltHatMakerInvoice } from './en-albanian-felt-hat-maker-invoice';
import { enHydrologyModellingInvoice } from './en-hydrology-modelling-invoice';
import { enNorthMacedonianPearlJewellerInvoice } from './en-north-macedonian-pearl-jeweller-invoice';
import { enUsNebraskaWindmillRestorationInvoice } from './en-us-nebraska-windmill-restoration-invoice';
import { heBirdwatchingLodgeFolio } from './he-birdwatching-lodge-folio';
import { heDateOrchardShopTill } from './he-date-orchard-shop-till';
import { heGateAutomationInstallerInvoice } from './he-gate-automation-installer-invoice';
import { heKitesurfGearWebshopOrder } from './he-kitesurf-gear-webshop-order';
import { heMedicalPagerServiceBill } from './he-medical-pager-service-bill';
import { hePatioHeatersCreditNote } from './he-patio-heaters-credit-note';
import { hePoultryFeedTwoPage } from './he-poultry-feed-two-page';
import { heTripolitanRestaurantBill } from './he-tripolitan-restaurant-bill';
import { mixedCinemaComplexCarParkReceipt } from './mixed-cinema-complex-car-park-receipt';
import { mixedSmokehouseBill } from './mixed-smokehouse-bill';
import { mixedWadiAraFuelSlip } from './mixed-wadi-ara-fuel-slip';

/** The forty-eighth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-47. */
export const HELD_OUT_48: Layout[] = [
  heDateOrchardShopTill,
  heTripolitanRestaurantBill,
  heMedicalPagerServiceBill,
  heGateAutomationInstallerInvoice,
  heBirdwatchingLodgeFolio,
  heKitesurfGearWebshopOrder,
  hePoultryFeedTwoPage,
  hePatioHeatersCreditNote,
  enHydrologyModellingInvoice,
  enAlbanianFeltHatMakerInvoice,
  enNorthMacedonianPearlJewellerInvoice,
  enUsNebraskaWindmillRestorationInvoice,
  mixedWadiAraFuelSlip,
  mixedCinemaComplexCarParkReceipt,
  mixedSmokehouseBill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h48-';
