import { Layout } from '../../generalisation/kit';
import { enAgrivoltaicBill } from './en-agrivoltaic-bill';
import { enBonaireWindsurfTill } from './en-bonaire-windsurf-till';
import { enCeutaPeluqueriaTill } from './en-ceuta-peluqueria-till';
import { enMonroviaJollofRestaurantBill } from './en-monrovia-jollof-restaurant-bill';
import { heFleeceFalklandInvoice } from './he-fleece-falkland-invoice';
import { heJachnunRestaurantBill } from './he-jachnun-restaurant-bill';
import { heLulavCreditNote } from './he-lulav-credit-note';
import { heSahlabTill } from './he-sahlab-till';
import { heScoreboardInvoice } from './he-scoreboard-invoice';
import { heStonemasonInvoice } from './he-stonemason-invoice';
import { heTurfTwoPageInvoice } from './he-turf-two-page-invoice';
import { heYotvataFuelTill } from './he-yotvata-fuel-till';
import { mixedBabkaOnlineOrder } from './mixed-babka-online-order';
import { mixedBatgalimParking } from './mixed-batgalim-parking';
import { mixedNimrodFolio } from './mixed-nimrod-folio';

/** The ninetieth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-89. */
export const HELD_OUT_90: Layout[] = [
  heSahlabTill,
  heJachnunRestaurantBill,
  heStonemasonInvoice,
  heScoreboardInvoice,
  heTurfTwoPageInvoice,
  heLulavCreditNote,
  heYotvataFuelTill,
  heFleeceFalklandInvoice,
  enMonroviaJollofRestaurantBill,
  enCeutaPeluqueriaTill,
  enBonaireWindsurfTill,
  enAgrivoltaicBill,
  mixedBabkaOnlineOrder,
  mixedBatgalimParking,
  mixedNimrodFolio,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h90-';
