import { Layout } from '../../generalisation/kit';
import { enAshlandWaffleRestaurantBill } from './en-ashland-waffle-restaurant-bill';
import { enDoverFarmsteadFolio } from './en-dover-farmstead-folio';
import { enLoganGranaryTill } from './en-logan-granary-till';
import { enTypefaceEurInvoice } from './en-typeface-eur-invoice';
import { heAsphaltInvoice } from './he-asphalt-invoice';
import { heHydrantTwoPageInvoice } from './he-hydrant-two-page-invoice';
import { heLehavimFuelTill } from './he-lehavim-fuel-till';
import { heMalawachRestaurantBill } from './he-malawach-restaurant-bill';
import { heMenorahSterlingInvoice } from './he-menorah-sterling-invoice';
import { heNetivotBurekasTill } from './he-netivot-burekas-till';
import { heStrollerCreditNote } from './he-stroller-credit-note';
import { heWelderInvoice } from './he-welder-invoice';
import { mixedChillerBill } from './mixed-chiller-bill';
import { mixedMatchaOnlineOrder } from './mixed-matcha-online-order';
import { mixedSorokaParking } from './mixed-soroka-parking';

/** The eighty-eighth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-87. */
export const HELD_OUT_88: Layout[] = [
  heNetivotBurekasTill,
  heMalawachRestaurantBill,
  heWelderInvoice,
  heAsphaltInvoice,
  heHydrantTwoPageInvoice,
  heStrollerCreditNote,
  heLehavimFuelTill,
  heMenorahSterlingInvoice,
  enLoganGranaryTill,
  enAshlandWaffleRestaurantBill,
  enDoverFarmsteadFolio,
  enTypefaceEurInvoice,
  mixedChillerBill,
  mixedMatchaOnlineOrder,
  mixedSorokaParking,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h88-';
