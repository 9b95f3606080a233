import { Layout } from '../../generalisation/kit';
import { enAbidjanInvoice } from './en-abidjan-invoice';
import { enGederaTaxInvoice } from './en-gedera-tax-invoice';
import { enParamariboFolio } from './en-paramaribo-folio';
import { enSemonkongInvoice } from './en-semonkong-invoice';
import { heArichimCreditNote } from './he-arichim-credit-note';
import { heGidurThreePageInvoice } from './he-gidur-three-page-invoice';
import { heLechemShopTill } from './he-lechem-shop-till';
import { heMayimBill } from './he-mayim-bill';
import { heMusachInvoice } from './he-musach-invoice';
import { heNagarTaxInvoice } from './he-nagar-tax-invoice';
import { heSfarimOnlineOrder } from './he-sfarim-online-order';
import { heTidlukFuelTill } from './he-tidluk-fuel-till';
import { mixedGlidaShopTill } from './mixed-glida-shop-till';
import { mixedMevaseretParking } from './mixed-mevaseret-parking';
import { mixedMezeRestaurantBill } from './mixed-meze-restaurant-bill';

/** The ninety-seventh held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-96. */
export const HELD_OUT_97: Layout[] = [
  heLechemShopTill,
  heNagarTaxInvoice,
  heMayimBill,
  heTidlukFuelTill,
  heArichimCreditNote,
  heGidurThreePageInvoice,
  heSfarimOnlineOrder,
  heMusachInvoice,
  enParamariboFolio,
  enSemonkongInvoice,
  enAbidjanInvoice,
  enGederaTaxInvoice,
  mixedMevaseretParking,
  mixedGlidaShopTill,
  mixedMezeRestaurantBill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h97-';
