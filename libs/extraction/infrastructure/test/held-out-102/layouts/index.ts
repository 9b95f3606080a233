import { Layout } from '../../generalisation/kit';
import { enOpoleCreditNote } from './en-opole-credit-note';
import { enPrabangHotelFolio } from './en-prabang-hotel-folio';
import { enQalamTaxInvoice } from './en-qalam-tax-invoice';
import { enUrgupInvoice } from './en-urgup-invoice';
import { heEshelRestaurantBill } from './he-eshel-restaurant-bill';
import { heKarkurOnlineOrder } from './he-karkur-online-order';
import { heLavenaTwoPageInvoice } from './he-lavena-two-page-invoice';
import { heLehavaGasBill } from './he-lehava-gas-bill';
import { heOtiyotTaxInvoice } from './he-otiyot-tax-invoice';
import { heSeorShopTill } from './he-seor-shop-till';
import { heShizafFuelTill } from './he-shizaf-fuel-till';
import { heShvavCreditNote } from './he-shvav-credit-note';
import { mixedMalakhiParking } from './mixed-malakhi-parking';
import { mixedRashetTelecomBill } from './mixed-rashet-telecom-bill';
import { mixedShamsShopTill } from './mixed-shams-shop-till';

/** The hundred-and-second held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-101. */
export const HELD_OUT_102: Layout[] = [
  heSeorShopTill,
  heOtiyotTaxInvoice,
  heLehavaGasBill,
  heLavenaTwoPageInvoice,
  heShvavCreditNote,
  heEshelRestaurantBill,
  heShizafFuelTill,
  heKarkurOnlineOrder,
  enQalamTaxInvoice,
  enPrabangHotelFolio,
  enOpoleCreditNote,
  enUrgupInvoice,
  mixedMalakhiParking,
  mixedRashetTelecomBill,
  mixedShamsShopTill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h102-';
