import { Layout } from '../../generalisation/kit';
import { enAvocadoPackhouseInvoice } from './en-avocado-packhouse-invoice';
import { enCotonouInvoice } from './en-cotonou-invoice';
import { enDemeraraFolio } from './en-demerara-folio';
import { enEysturoyInvoice } from './en-eysturoy-invoice';
import { heChashmalInvoice } from './he-chashmal-invoice';
import { heHasolelimFuelTill } from './he-hasolelim-fuel-till';
import { heKisaotCreditNote } from './he-kisaot-credit-note';
import { heKischFolio } from './he-kisch-folio';
import { heMizugTwoPageInvoice } from './he-mizug-two-page-invoice';
import { heSivimTelecomBill } from './he-sivim-telecom-bill';
import { heTzaatzuimShopTill } from './he-tzaatzuim-shop-till';
import { heTzemerOnlineOrder } from './he-tzemer-online-order';
import { mixedKartingTill } from './mixed-karting-till';
import { mixedTandoorRestaurantBill } from './mixed-tandoor-restaurant-bill';
import { mixedYehudParking } from './mixed-yehud-parking';

/** The ninety-sixth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-95. */
export const HELD_OUT_96: Layout[] = [
  heTzaatzuimShopTill,
  heChashmalInvoice,
  heSivimTelecomBill,
  heHasolelimFuelTill,
  heKischFolio,
  heKisaotCreditNote,
  heMizugTwoPageInvoice,
  heTzemerOnlineOrder,
  enEysturoyInvoice,
  enDemeraraFolio,
  enCotonouInvoice,
  enAvocadoPackhouseInvoice,
  mixedYehudParking,
  mixedKartingTill,
  mixedTandoorRestaurantBill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h96-';
