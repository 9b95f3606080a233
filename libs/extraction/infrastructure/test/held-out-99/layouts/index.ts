import { Layout } from '../../generalisation/kit';
import { enFreetownInvoice } from './en-freetown-invoice';
import { enLibrevilleInvoice } from './en-libreville-invoice';
import { enLuandaInvoice } from './en-luanda-invoice';
import { enSegevTaxInvoice } from './en-segev-tax-invoice';
import { heAgamonFolio } from './he-agamon-folio';
import { heBergimShopTill } from './he-bergim-shop-till';
import { heDefusThreePageInvoice } from './he-defus-three-page-invoice';
import { heKapehOnlineOrder } from './he-kapeh-online-order';
import { heKishorFuelTill } from './he-kishor-fuel-till';
import { heMenorotCreditNote } from './he-menorot-credit-note';
import { hePelagimWaterBill } from './he-pelagim-water-bill';
import { heTsalamTaxInvoice } from './he-tsalam-tax-invoice';
import { mixedAlmogRestaurantBill } from './mixed-almog-restaurant-bill';
import { mixedBustanShopTill } from './mixed-bustan-shop-till';
import { mixedManaraParking } from './mixed-manara-parking';

/** The ninety-ninth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-98. */
export const HELD_OUT_99: Layout[] = [
  heBergimShopTill,
  heTsalamTaxInvoice,
  hePelagimWaterBill,
  heKishorFuelTill,
  heMenorotCreditNote,
  heDefusThreePageInvoice,
  heKapehOnlineOrder,
  heAgamonFolio,
  enLuandaInvoice,
  enLibrevilleInvoice,
  enFreetownInvoice,
  enSegevTaxInvoice,
  mixedAlmogRestaurantBill,
  mixedManaraParking,
  mixedBustanShopTill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h99-';
