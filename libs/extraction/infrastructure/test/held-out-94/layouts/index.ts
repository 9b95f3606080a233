import { Layout } from '../../generalisation/kit';
import { enAlmatyCongressInvoice } from './en-almaty-congress-invoice';
import { enBoreholeInvoice } from './en-borehole-invoice';
import { enFannExpeditionInvoice } from './en-fann-expedition-invoice';
import { enNevisRestaurantBill } from './en-nevis-restaurant-bill';
import { heDishonFolio } from './he-dishon-folio';
import { heKfafotOnlineOrder } from './he-kfafot-online-order';
import { heKfarYonaFuelTill } from './he-kfar-yona-fuel-till';
import { heMachbarotCreditNote } from './he-machbarot-credit-note';
import { heManulanInvoice } from './he-manulan-invoice';
import { heTavlinimShopTill } from './he-tavlinim-shop-till';
import { heTrisimTwoPageInvoice } from './he-trisim-two-page-invoice';
import { heZeremElectricityBill } from './he-zerem-electricity-bill';
import { mixedKfarSabaParking } from './mixed-kfar-saba-parking';
import { mixedSibimTelecomBill } from './mixed-sibim-telecom-bill';
import { mixedTaboonRestaurantBill } from './mixed-taboon-restaurant-bill';

/** The ninety-fourth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-93. */
export const HELD_OUT_94: Layout[] = [
  heTavlinimShopTill,
  heDishonFolio,
  heManulanInvoice,
  heZeremElectricityBill,
  heMachbarotCreditNote,
  heKfarYonaFuelTill,
  heTrisimTwoPageInvoice,
  heKfafotOnlineOrder,
  enAlmatyCongressInvoice,
  enFannExpeditionInvoice,
  enNevisRestaurantBill,
  enBoreholeInvoice,
  mixedKfarSabaParking,
  mixedSibimTelecomBill,
  mixedTaboonRestaurantBill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h94-';
