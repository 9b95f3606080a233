import { Layout } from '../../generalisation/kit';
import { enDjiboutiInvoice } from './en-djibouti-invoice';
import { enKadimaTaxInvoice } from './en-kadima-tax-invoice';
import { enKarakolInvoice } from './en-karakol-invoice';
import { enLomeInvoice } from './en-lome-invoice';
import { heBlumFuelTill } from './he-blum-fuel-till';
import { heEvyatarTaxInvoice } from './he-evyatar-tax-invoice';
import { heHashkayaTwoPageInvoice } from './he-hashkaya-two-page-invoice';
import { heItlizShopTill } from './he-itliz-shop-till';
import { heKavimBill } from './he-kavim-bill';
import { heMelachFolio } from './he-melach-folio';
import { heRehitimCreditNote } from './he-rehitim-credit-note';
import { heTsaatsuimOnlineOrder } from './he-tsaatsuim-online-order';
import { mixedDagimRestaurantBill } from './mixed-dagim-restaurant-bill';
import { mixedOfanayimShopTill } from './mixed-ofanayim-shop-till';
import { mixedOmerParking } from './mixed-omer-parking';

/** The ninety-eighth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-97. */
export const HELD_OUT_98: Layout[] = [
  heItlizShopTill,
  heEvyatarTaxInvoice,
  heKavimBill,
  heBlumFuelTill,
  heRehitimCreditNote,
  heHashkayaTwoPageInvoice,
  heTsaatsuimOnlineOrder,
  heMelachFolio,
  enDjiboutiInvoice,
  enLomeInvoice,
  enKarakolInvoice,
  enKadimaTaxInvoice,
  mixedDagimRestaurantBill,
  mixedOmerParking,
  mixedOfanayimShopTill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h98-';
