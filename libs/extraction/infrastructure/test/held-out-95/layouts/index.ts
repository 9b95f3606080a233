import { Layout } from '../../generalisation/kit';
import { enGenomeSequencingInvoice } from './en-genome-sequencing-invoice';
import { enLikomaGroupInvoice } from './en-likoma-group-invoice';
import { enLimbeFixerInvoice } from './en-limbe-fixer-invoice';
import { enVilankuloFolio } from './en-vilankulo-folio';
import { heAmiadFuelTill } from './he-amiad-fuel-till';
import { heLuachCreditNote } from './he-luach-credit-note';
import { heMashkaotShopTill } from './he-mashkaot-shop-till';
import { heMeiShitaWaterBill } from './he-mei-shita-water-bill';
import { heRizufThreePageInvoice } from './he-rizuf-three-page-invoice';
import { heTayachInvoice } from './he-tayach-invoice';
import { heVitaminimOnlineOrder } from './he-vitaminim-online-order';
import { heYodfatFolio } from './he-yodfat-folio';
import { mixedDumplingRestaurantBill } from './mixed-dumpling-restaurant-bill';
import { mixedGivatayimParking } from './mixed-givatayim-parking';
import { mixedTederTelecomBill } from './mixed-teder-telecom-bill';

/** The ninety-fifth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-94. */
export const HELD_OUT_95: Layout[] = [
  heMashkaotShopTill,
  heYodfatFolio,
  heTayachInvoice,
  heMeiShitaWaterBill,
  heLuachCreditNote,
  heAmiadFuelTill,
  heRizufThreePageInvoice,
  heVitaminimOnlineOrder,
  enLikomaGroupInvoice,
  enVilankuloFolio,
  enLimbeFixerInvoice,
  enGenomeSequencingInvoice,
  mixedGivatayimParking,
  mixedTederTelecomBill,
  mixedDumplingRestaurantBill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h95-';
