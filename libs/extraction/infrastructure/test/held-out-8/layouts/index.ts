import { Layout } from '../../generalisation/kit';
import { enCloudHostingInvoice } from './en-cloud-hosting-invoice';
import { enCoffeeRoasterOrder } from './en-coffee-roaster-order';
import { enCookingWorkshop } from './en-cooking-workshop';
import { enFerryBooking } from './en-ferry-booking';
import { heAlarmMonitoringBill } from './he-alarm-monitoring-bill';
import { heBookkeepingInvoice } from './he-bookkeeping-invoice';
import { heFishRestaurantBill } from './he-fish-restaurant-bill';
import { heFurnitureCreditNote } from './he-furniture-credit-note';
import { heHostelFolio } from './he-hostel-folio';
import { heShoeStoreTill } from './he-shoe-store-till';
import { heSparePartsTwoPage } from './he-spare-parts-two-page';
import { heValetParkingSlip } from './he-valet-parking-slip';
import { mixedAirportShuttle } from './mixed-airport-shuttle';
import { mixedFramingGallery } from './mixed-framing-gallery';
import { mixedUlpanInvoice } from './mixed-ulpan-invoice';

/** The eighth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-7. */
export const HELD_OUT_8: Layout[] = [
  heFishRestaurantBill,
  heAlarmMonitoringBill,
  heValetParkingSlip,
  heHostelFolio,
  heFurnitureCreditNote,
  heSparePartsTwoPage,
  heShoeStoreTill,
  heBookkeepingInvoice,
  enFerryBooking,
  enCloudHostingInvoice,
  enCoffeeRoasterOrder,
  enCookingWorkshop,
  mixedAirportShuttle,
  mixedFramingGallery,
  mixedUlpanInvoice,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h8-';
