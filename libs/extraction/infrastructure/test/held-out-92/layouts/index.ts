import { Layout } from '../../generalisation/kit';
import { enHamsaOnlineOrder } from './en-hamsa-online-order';
import { enMuharraqDhowInvoice } from './en-muharraq-dhow-invoice';
import { enPepperpotRestaurantBill } from './en-pepperpot-restaurant-bill';
import { enSaoTomeRocaFolio } from './en-sao-tome-roca-folio';
import { heBimahWoodworkInvoice } from './he-bimah-woodwork-invoice';
import { heDaltonFolio } from './he-dalton-folio';
import { heDarbukaShopTill } from './he-darbuka-shop-till';
import { heFireworksTwoPageInvoice } from './he-fireworks-two-page-invoice';
import { heHaggadahCreditNote } from './he-haggadah-credit-note';
import { hePtitimFactoryInvoice } from './he-ptitim-factory-invoice';
import { heSharavElectricityBill } from './he-sharav-electricity-bill';
import { heYagurFuelTill } from './he-yagur-fuel-till';
import { mixedAngloTelecomBill } from './mixed-anglo-telecom-bill';
import { mixedBeitYanaiParking } from './mixed-beit-yanai-parking';
import { mixedBursaRestaurantBill } from './mixed-bursa-restaurant-bill';

/** The ninety-second held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-91. */
export const HELD_OUT_92: Layout[] = [
  heDarbukaShopTill,
  heDaltonFolio,
  heBimahWoodworkInvoice,
  hePtitimFactoryInvoice,
  heSharavElectricityBill,
  heHaggadahCreditNote,
  heYagurFuelTill,
  heFireworksTwoPageInvoice,
  enMuharraqDhowInvoice,
  enSaoTomeRocaFolio,
  enPepperpotRestaurantBill,
  enHamsaOnlineOrder,
  mixedBeitYanaiParking,
  mixedAngloTelecomBill,
  mixedBursaRestaurantBill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h92-';
