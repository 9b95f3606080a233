import { Layout } from '../../generalisation/kit';
import { enDroneLightShowInvoice } from './en-drone-light-show-invoice';
import { enIsleOfManMotorcycleWorkshopInvoice } from './en-isle-of-man-motorcycle-workshop-invoice';
import { enLuxembourgGloveMakerInvoice } from './en-luxembourg-glove-maker-invoice';
import { enUsHonoluluAlohaShirtInvoice } from './en-us-honolulu-aloha-shirt-invoice';
import { heArmenianRestaurantBill } from './he-armenian-restaurant-bill';
import { heCoinStampDealerTill } from './he-coin-stamp-dealer-till';
import { heElectricShuttersCreditNote } from './he-electric-shutters-credit-note';
import { heMuralPainterInvoice } from './he-mural-painter-invoice';
import { heNazarethMansionGuesthouseFolio } from './he-nazareth-mansion-guesthouse-folio';
import { heTollFreeLineMonthlyBill } from './he-toll-free-line-monthly-bill';
import { heWallDecalsWebshopOrder } from './he-wall-decals-webshop-order';
import { heWoodenPalletsTwoPage } from './he-wooden-pallets-two-page';
import { mixedMiniGolfReceipt } from './mixed-mini-golf-receipt';
import { mixedNatureReserveCarParkReceipt } from './mixed-nature-reserve-car-park-receipt';
import { mixedPortRoadFuelSlip } from './mixed-port-road-fuel-slip';

/** The fortieth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-39. */
export const HELD_OUT_40: Layout[] = [
  heCoinStampDealerTill,
  heArmenianRestaurantBill,
  heTollFreeLineMonthlyBill,
  heMuralPainterInvoice,
  heNazarethMansionGuesthouseFolio,
  heWallDecalsWebshopOrder,
  heWoodenPalletsTwoPage,
  heElectricShuttersCreditNote,
  enLuxembourgGloveMakerInvoice,
  enIsleOfManMotorcycleWorkshopInvoice,
  enUsHonoluluAlohaShirtInvoice,
  enDroneLightShowInvoice,
  mixedPortRoadFuelSlip,
  mixedNatureReserveCarParkReceipt,
  mixedMiniGolfReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h40-';
