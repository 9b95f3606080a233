import { Layout } from '../../generalisation/kit';
import { enKashrutSupervisionInvoice } from './en-kashrut-supervision-invoice';
import { enPortoRiversideHotelFolio } from './en-porto-riverside-hotel-folio';
import { enUkFalconryCentreInvoice } from './en-uk-falconry-centre-invoice';
import { enUsFlyFishingOutfitterInvoice } from './en-us-fly-fishing-outfitter-invoice';
import { heBookbinderInvoice } from './he-bookbinder-invoice';
import { heCentralHotWaterBill } from './he-central-hot-water-bill';
import { heCoffeeCapsulesWebshopOrder } from './he-coffee-capsules-webshop-order';
import { heFlowerWholesalerTwoPage } from './he-flower-wholesaler-two-page';
import { heHotTubStoreCreditNote } from './he-hot-tub-store-credit-note';
import { heOlivePressSlip } from './he-olive-press-slip';
import { hePersianRestaurantBill } from './he-persian-restaurant-bill';
import { heSewingMachineShopTill } from './he-sewing-machine-shop-till';
import { mixedDrivingRangeReceipt } from './mixed-driving-range-receipt';
import { mixedFuneralServicesInvoice } from './mixed-funeral-services-invoice';
import { mixedJuiceBarSlip } from './mixed-juice-bar-slip';

/** The twenty-third held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-22. */
export const HELD_OUT_23: Layout[] = [
  heSewingMachineShopTill,
  hePersianRestaurantBill,
  heCentralHotWaterBill,
  heOlivePressSlip,
  heBookbinderInvoice,
  heCoffeeCapsulesWebshopOrder,
  heFlowerWholesalerTwoPage,
  heHotTubStoreCreditNote,
  enPortoRiversideHotelFolio,
  enUsFlyFishingOutfitterInvoice,
  enUkFalconryCentreInvoice,
  enKashrutSupervisionInvoice,
  mixedDrivingRangeReceipt,
  mixedJuiceBarSlip,
  mixedFuneralServicesInvoice,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h23-';
