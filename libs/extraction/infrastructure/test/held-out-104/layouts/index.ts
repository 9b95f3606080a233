import { Layout } from '../../generalisation/kit';
import { enLecceRestaurantBill } from './en-lecce-restaurant-bill';
import { enNitzotzElectricityBill } from './en-nitzotz-electricity-bill';
import { enRondaHotelFolio } from './en-ronda-hotel-folio';
import { enTargumTaxInvoice } from './en-targum-tax-invoice';
import { heAriachThreePageInvoice } from './he-ariach-three-page-invoice';
import { heKforCreditNote } from './he-kfor-credit-note';
import { heShalhevetGasBill } from './he-shalhevet-gas-bill';
import { heShatilOnlineOrder } from './he-shatil-online-order';
import { heSoleretFuelSlip } from './he-soleret-fuel-slip';
import { heSumacRestaurantBill } from './he-sumac-restaurant-bill';
import { heTanurBakeryTill } from './he-tanur-bakery-till';
import { heTiroshHotelFolio } from './he-tirosh-hotel-folio';
import { mixedAntenaMobileBill } from './mixed-antena-mobile-bill';
import { mixedKadarShopInvoice } from './mixed-kadar-shop-invoice';
import { mixedMigdalorParking } from './mixed-migdalor-parking';

/** The hundred-and-fourth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-103. */
export const HELD_OUT_104: Layout[] = [
  heTanurBakeryTill,
  heShalhevetGasBill,
  heSumacRestaurantBill,
  heAriachThreePageInvoice,
  heTiroshHotelFolio,
  heKforCreditNote,
  heSoleretFuelSlip,
  heShatilOnlineOrder,
  enTargumTaxInvoice,
  enNitzotzElectricityBill,
  enRondaHotelFolio,
  enLecceRestaurantBill,
  mixedMigdalorParking,
  mixedAntenaMobileBill,
  mixedKadarShopInvoice,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h104-';
