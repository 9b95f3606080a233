import { Layout } from '../../generalisation/kit';
import { enAmsterdamHouseboatFolio } from './en-amsterdam-houseboat-folio';
import { enLondonTailorInvoice } from './en-london-tailor-invoice';
import { enUsTelescopeStoreOrder } from './en-us-telescope-store-order';
import { enVoipHomeLineBill } from './en-voip-home-line-bill';
import { heAluminiumWindowsInvoice } from './he-aluminium-windows-invoice';
import { heBoardGamesWebshopOrder } from './he-board-games-webshop-order';
import { heFarmDieselTankerSlip } from './he-farm-diesel-tanker-slip';
import { heJudaicaShopTill } from './he-judaica-shop-till';
import { heLightingStoreCreditNote } from './he-lighting-store-credit-note';
import { heSeamstressAlterationsReceipt } from './he-seamstress-alterations-receipt';
import { heVehicleTrackingBill } from './he-vehicle-tracking-bill';
import { heWorkUniformsTwoPage } from './he-work-uniforms-two-page';
import { mixedGeorgianRestaurantBill } from './mixed-georgian-restaurant-bill';
import { mixedHospitalParkingReceipt } from './mixed-hospital-parking-receipt';
import { mixedHotelAmenitiesTwoPage } from './mixed-hotel-amenities-two-page';

/** The fifteenth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-14. */
export const HELD_OUT_15: Layout[] = [
  heJudaicaShopTill,
  heFarmDieselTankerSlip,
  heVehicleTrackingBill,
  heAluminiumWindowsInvoice,
  heWorkUniformsTwoPage,
  heLightingStoreCreditNote,
  heSeamstressAlterationsReceipt,
  heBoardGamesWebshopOrder,
  enAmsterdamHouseboatFolio,
  enUsTelescopeStoreOrder,
  enLondonTailorInvoice,
  enVoipHomeLineBill,
  mixedHospitalParkingReceipt,
  mixedGeorgianRestaurantBill,
  mixedHotelAmenitiesTwoPage,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h15-';
