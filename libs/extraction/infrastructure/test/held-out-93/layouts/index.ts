import { Layout } from '../../generalisation/kit';
import { enAlulaSandstoneInvoice } from './en-alula-sandstone-invoice';
import { enCodruCellarInvoice } from './en-codru-cellar-invoice';
import { enOmetepeRestaurantBill } from './en-ometepe-restaurant-bill';
import { enTzukimFolio } from './en-tzukim-folio';
import { heAmukaFolio } from './he-amuka-folio';
import { heHarishWaterBill } from './he-harish-water-bill';
import { heMarzipanCreditNote } from './he-marzipan-credit-note';
import { heMasmiyaFuelTill } from './he-masmiya-fuel-till';
import { hePhotovoltaicThreePageInvoice } from './he-photovoltaic-three-page-invoice';
import { hePitzuchimShopTill } from './he-pitzuchim-shop-till';
import { heRipudInvoice } from './he-ripud-invoice';
import { heSeforimOnlineOrder } from './he-seforim-online-order';
import { mixedBneiBrakParking } from './mixed-bnei-brak-parking';
import { mixedKesherTelecomBill } from './mixed-kesher-telecom-bill';
import { mixedOrAkivaRestaurantBill } from './mixed-or-akiva-restaurant-bill';

/** The ninety-third held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-92. */
export const HELD_OUT_93: Layout[] = [
  hePitzuchimShopTill,
  heAmukaFolio,
  heRipudInvoice,
  heHarishWaterBill,
  heMarzipanCreditNote,
  heMasmiyaFuelTill,
  hePhotovoltaicThreePageInvoice,
  heSeforimOnlineOrder,
  enAlulaSandstoneInvoice,
  enCodruCellarInvoice,
  enOmetepeRestaurantBill,
  enTzukimFolio,
  mixedBneiBrakParking,
  mixedKesherTelecomBill,
  mixedOrAkivaRestaurantBill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h93-';
