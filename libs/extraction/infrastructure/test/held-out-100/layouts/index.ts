import { Layout } from '../../generalisation/kit';
import { enGrenobleInvoice } from './en-grenoble-invoice';
import { enKlilHotelFolio } from './en-klil-hotel-folio';
import { enPetionvilleInvoice } from './en-petionville-invoice';
import { enSkagenInvoice } from './en-skagen-invoice';
import { heBlokimTwoPageInvoice } from './he-blokim-two-page-invoice';
import { heBsamimParking } from './he-bsamim-parking';
import { heMitbachCreditNote } from './he-mitbach-credit-note';
import { hePsanterTaxInvoice } from './he-psanter-tax-invoice';
import { heSivnetTelecomBill } from './he-sivnet-telecom-bill';
import { heTeinaEvCharging } from './he-teina-ev-charging';
import { heTrufaShopTill } from './he-trufa-shop-till';
import { heZraimOnlineOrder } from './he-zraim-online-order';
import { mixedAsifRestaurantBill } from './mixed-asif-restaurant-bill';
import { mixedDukkanShopTill } from './mixed-dukkan-shop-till';
import { mixedKisraFuelTill } from './mixed-kisra-fuel-till';

/** The hundredth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-99. */
export const HELD_OUT_100: Layout[] = [
  heTrufaShopTill,
  hePsanterTaxInvoice,
  heSivnetTelecomBill,
  heTeinaEvCharging,
  heMitbachCreditNote,
  heBlokimTwoPageInvoice,
  heZraimOnlineOrder,
  heBsamimParking,
  enSkagenInvoice,
  enGrenobleInvoice,
  enPetionvilleInvoice,
  enKlilHotelFolio,
  mixedAsifRestaurantBill,
  mixedKisraFuelTill,
  mixedDukkanShopTill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h100-';
