import { Layout } from '../../generalisation/kit';
import { enAzoresHortaYachtElectronicsInvoice } from './en-azores-horta-yacht-electronics-invoice';
import { enGuadeloupeCommercialRefrigerationServiceInvoice } from './en-guadeloupe-commercial-refrigeration-service-invoice';
import { enSoundtrackComposerInvoice } from './en-soundtrack-composer-invoice';
import { enUsCaliforniaLosAngelesPinataWorkshopInvoice } from './en-us-california-los-angeles-pinata-workshop-invoice';
import { heBillboardAdvertisingCreditNote } from './he-billboard-advertising-credit-note';
import { heGnssRtkCorrectionsMonthlyBill } from './he-gnss-rtk-corrections-monthly-bill';
import { heHomeDecorShopTill } from './he-home-decor-shop-till';
import { heHomeWeatherStationsWebshopOrder } from './he-home-weather-stations-webshop-order';
import { heLubricantsDistributorTwoPage } from './he-lubricants-distributor-two-page';
import { heNepaleseRestaurantBill } from './he-nepalese-restaurant-bill';
import { hePetFriendlyCountryHotelFolio } from './he-pet-friendly-country-hotel-folio';
import { heRadonTestingInvoice } from './he-radon-testing-invoice';
import { mixedAcupunctureClinicReceipt } from './mixed-acupuncture-clinic-receipt';
import { mixedAhihudJunctionFuelSlip } from './mixed-ahihud-junction-fuel-slip';
import { mixedSachneSpringsCarParkReceipt } from './mixed-sachne-springs-car-park-receipt';

/** The seventy-sixth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-75. */
export const HELD_OUT_76: Layout[] = [
  heHomeDecorShopTill,
  heNepaleseRestaurantBill,
  heGnssRtkCorrectionsMonthlyBill,
  heRadonTestingInvoice,
  hePetFriendlyCountryHotelFolio,
  heHomeWeatherStationsWebshopOrder,
  heLubricantsDistributorTwoPage,
  heBillboardAdvertisingCreditNote,
  enGuadeloupeCommercialRefrigerationServiceInvoice,
  enAzoresHortaYachtElectronicsInvoice,
  enUsCaliforniaLosAngelesPinataWorkshopInvoice,
  enSoundtrackComposerInvoice,
  mixedAhihudJunctionFuelSlip,
  mixedSachneSpringsCarParkReceipt,
  mixedAcupunctureClinicReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h76-';
