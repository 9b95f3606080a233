import { Layout } from '../../generalisation/kit';
import { enDiliCristoreiFolio } from './en-dili-cristorei-folio';
import { enLerwickFairisleTill } from './en-lerwick-fairisle-till';
import { enMicrogreenEurInvoice } from './en-microgreen-eur-invoice';
import { enTumonKelaguenRestaurantBill } from './en-tumon-kelaguen-restaurant-bill';
import { heEyewearCreditNote } from './he-eyewear-credit-note';
import { heExterminatorInvoice } from './he-exterminator-invoice';
import { heHatcheryTwoPageInvoice } from './he-hatchery-two-page-invoice';
import { heKilnDollarInvoice } from './he-kiln-dollar-invoice';
import { heShemeshFuelTill } from './he-shemesh-fuel-till';
import { heShohamGelatoTill } from './he-shoham-gelato-till';
import { heSoferParchmentInvoice } from './he-sofer-parchment-invoice';
import { heYafoGnocchiRestaurantBill } from './he-yafo-gnocchi-restaurant-bill';
import { mixedBinyaminaParking } from './mixed-binyamina-parking';
import { mixedM2mConnectivityBill } from './mixed-m2m-connectivity-bill';
import { mixedPopcornOnlineOrder } from './mixed-popcorn-online-order';

/** The eighty-seventh held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-86. */
export const HELD_OUT_87: Layout[] = [
  heShohamGelatoTill,
  heYafoGnocchiRestaurantBill,
  heSoferParchmentInvoice,
  heHatcheryTwoPageInvoice,
  heEyewearCreditNote,
  heShemeshFuelTill,
  heExterminatorInvoice,
  heKilnDollarInvoice,
  enLerwickFairisleTill,
  enTumonKelaguenRestaurantBill,
  enDiliCristoreiFolio,
  enMicrogreenEurInvoice,
  mixedM2mConnectivityBill,
  mixedPopcornOnlineOrder,
  mixedBinyaminaParking,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h87-';
