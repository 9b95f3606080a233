import { Layout } from '../../generalisation/kit';
import { enAkrotiriOpticsTill } from './en-akrotiri-optics-till';
import { enLorawanBill } from './en-lorawan-bill';
import { enSpokaneEquineTill } from './en-spokane-equine-till';
import { enWhitefishTroutRestaurantBill } from './en-whitefish-trout-restaurant-bill';
import { heApiaryTwoPageInvoice } from './he-apiary-two-page-invoice';
import { heCelloCreditNote } from './he-cello-credit-note';
import { heGypsumInvoice } from './he-gypsum-invoice';
import { heHalvahTill } from './he-halvah-till';
import { heShipudimRestaurantBill } from './he-shipudim-restaurant-bill';
import { heTilerInvoice } from './he-tiler-invoice';
import { heTomatoGuernseyInvoice } from './he-tomato-guernsey-invoice';
import { heTzemahFuelTill } from './he-tzemah-fuel-till';
import { mixedGinosarFolio } from './mixed-ginosar-folio';
import { mixedMamillaParking } from './mixed-mamilla-parking';
import { mixedMangalOnlineOrder } from './mixed-mangal-online-order';

/** The eighty-ninth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-88. */
export const HELD_OUT_89: Layout[] = [
  heHalvahTill,
  heShipudimRestaurantBill,
  heTilerInvoice,
  heGypsumInvoice,
  heApiaryTwoPageInvoice,
  heCelloCreditNote,
  heTzemahFuelTill,
  heTomatoGuernseyInvoice,
  enWhitefishTroutRestaurantBill,
  enAkrotiriOpticsTill,
  enSpokaneEquineTill,
  enLorawanBill,
  mixedMangalOnlineOrder,
  mixedMamillaParking,
  mixedGinosarFolio,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h89-';
