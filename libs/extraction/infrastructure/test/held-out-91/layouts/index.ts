import { Layout } from '../../generalisation/kit';
import { enBentotaAyurvedaInvoice } from './en-bentota-ayurveda-invoice';
import { enChamarelFolio } from './en-chamarel-folio';
import { enHavdalahOnlineOrder } from './en-havdalah-online-order';
import { enRoatanBaleadaTill } from './en-roatan-baleada-till';
import { heArchiveThreePageInvoice } from './he-archive-three-page-invoice';
import { heBulldozerFuelDelivery } from './he-bulldozer-fuel-delivery';
import { heHarodWaterBill } from './he-harod-water-bill';
import { heJugglerInvoice } from './he-juggler-invoice';
import { heMaqlubaRestaurantBill } from './he-maqluba-restaurant-bill';
import { hePersimmonCreditNote } from './he-persimmon-credit-note';
import { heSufganiyotTill } from './he-sufganiyot-till';
import { heZaatarInvoice } from './he-zaatar-invoice';
import { mixedAliyahMobileBill } from './mixed-aliyah-mobile-bill';
import { mixedBokekParking } from './mixed-bokek-parking';
import { mixedTzipporiFolio } from './mixed-tzippori-folio';

/** The ninety-first held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-90. */
export const HELD_OUT_91: Layout[] = [
  heSufganiyotTill,
  heMaqlubaRestaurantBill,
  heJugglerInvoice,
  heZaatarInvoice,
  heHarodWaterBill,
  hePersimmonCreditNote,
  heBulldozerFuelDelivery,
  heArchiveThreePageInvoice,
  enChamarelFolio,
  enBentotaAyurvedaInvoice,
  enRoatanBaleadaTill,
  enHavdalahOnlineOrder,
  mixedBokekParking,
  mixedAliyahMobileBill,
  mixedTzipporiFolio,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h91-';
