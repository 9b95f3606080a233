import { Layout } from '../../generalisation/kit';
import { enFalmouthInvoice } from './en-falmouth-invoice';
import { enKecskemetInvoice } from './en-kecskemet-invoice';
import { enPhilipsburgInvoice } from './en-philipsburg-invoice';
import { enTslilTelecomBill } from './en-tslil-telecom-bill';
import { heKzivWaterBill } from './he-kziv-water-bill';
import { heMazganCreditNote } from './he-mazgan-credit-note';
import { heModedTaxInvoice } from './he-moded-tax-invoice';
import { heMosachThreePageInvoice } from './he-mosach-three-page-invoice';
import { hePulimOnlineOrder } from './he-pulim-online-order';
import { heShikmaParking } from './he-shikma-parking';
import { heSnirHotelFolio } from './he-snir-hotel-folio';
import { heZanavShopTill } from './he-zanav-shop-till';
import { mixedBazeletRestaurantBill } from './mixed-bazelet-restaurant-bill';
import { mixedGefenShopTill } from './mixed-gefen-shop-till';
import { mixedTuranFuelTill } from './mixed-turan-fuel-till';

/** The hundred-and-first held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-100. */
export const HELD_OUT_101: Layout[] = [
  heZanavShopTill,
  heModedTaxInvoice,
  heKzivWaterBill,
  heMosachThreePageInvoice,
  heMazganCreditNote,
  hePulimOnlineOrder,
  heSnirHotelFolio,
  heShikmaParking,
  enTslilTelecomBill,
  enKecskemetInvoice,
  enPhilipsburgInvoice,
  enFalmouthInvoice,
  mixedBazeletRestaurantBill,
  mixedTuranFuelTill,
  mixedGefenShopTill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h101-';
