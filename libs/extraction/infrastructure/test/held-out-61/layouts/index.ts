import { Layout } from '../../generalisation/kit';
import { enEmiratiDesertCamelTrekInvoice } from './en-emirati-desert-camel-trek-invoice';
import { enPayrollBureauInvoice } from './en-payroll-bureau-invoice';
import { enSenegaleseDjembeDrumMakerInvoice } from './en-senegalese-djembe-drum-maker-invoice';
import { enUsSouthCarolinaPorchSwingMakerInvoice } from './en-us-south-carolina-porch-swing-maker-invoice';
import { heAsianFoodImporterTwoPage } from './he-asian-food-importer-two-page';
import { heCrystalMineralShopTill } from './he-crystal-mineral-shop-till';
import { heInternetFilteringServiceMonthlyBill } from './he-internet-filtering-service-monthly-bill';
import { heOldJaffaHotelFolio } from './he-old-jaffa-hotel-folio';
import { hePortugueseRestaurantBill } from './he-portuguese-restaurant-bill';
import { heSchoolBackpacksWebshopOrder } from './he-school-backpacks-webshop-order';
import { heVehicleWrapStudioInvoice } from './he-vehicle-wrap-studio-invoice';
import { heWomensFashionBoutiqueCreditNote } from './he-womens-fashion-boutique-credit-note';
import { mixedAyalonValleyFuelSlip } from './mixed-ayalon-valley-fuel-slip';
import { mixedBahaiGardensCarParkReceipt } from './mixed-bahai-gardens-car-park-receipt';
import { mixedRageRoomReceipt } from './mixed-rage-room-receipt';

/** The sixty-first held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-60. */
export const HELD_OUT_61: Layout[] = [
  heCrystalMineralShopTill,
  hePortugueseRestaurantBill,
  heInternetFilteringServiceMonthlyBill,
  heVehicleWrapStudioInvoice,
  heOldJaffaHotelFolio,
  heSchoolBackpacksWebshopOrder,
  heAsianFoodImporterTwoPage,
  heWomensFashionBoutiqueCreditNote,
  enPayrollBureauInvoice,
  enEmiratiDesertCamelTrekInvoice,
  enSenegaleseDjembeDrumMakerInvoice,
  enUsSouthCarolinaPorchSwingMakerInvoice,
  mixedAyalonValleyFuelSlip,
  mixedBahaiGardensCarParkReceipt,
  mixedRageRoomReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h61-';
