import { Layout } from '../../generalisation/kit';
import { enCroatianLavenderDistilleryInvoice } from './en-croatian-lavender-distillery-invoice';
import { enFilmLocationServicesInvoice } from './en-film-location-services-invoice';
import { enNorthernIrelandLinenMillInvoice } from './en-northern-ireland-linen-mill-invoice';
import { enUsNewOrleansGasLanternInvoice } from './en-us-new-orleans-gas-lantern-invoice';
import { heAlpacaFarmLodgeFolio } from './he-alpaca-farm-lodge-folio';
import { heCarAudioCreditNote } from './he-car-audio-credit-note';
import { heDancewearShopTill } from './he-dancewear-shop-till';
import { heForkliftRentalTwoPage } from './he-forklift-rental-two-page';
import { heGeneratorMaintenanceMonthlyBill } from './he-generator-maintenance-monthly-bill';
import { heLeatherGoodsWebshopOrder } from './he-leather-goods-webshop-order';
import { heTeaHouseBill } from './he-tea-house-bill';
import { heWeddingDjInvoice } from './he-wedding-dj-invoice';
import { mixedAravaRoadsideFuelSlip } from './mixed-arava-roadside-fuel-slip';
import { mixedMarketCarParkReceipt } from './mixed-market-car-park-receipt';
import { mixedTrampolineParkReceipt } from './mixed-trampoline-park-receipt';

/** The thirty-ninth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-38. */
export const HELD_OUT_39: Layout[] = [
  heDancewearShopTill,
  heTeaHouseBill,
  heGeneratorMaintenanceMonthlyBill,
  heWeddingDjInvoice,
  heAlpacaFarmLodgeFolio,
  heLeatherGoodsWebshopOrder,
  heForkliftRentalTwoPage,
  heCarAudioCreditNote,
  enCroatianLavenderDistilleryInvoice,
  enUsNewOrleansGasLanternInvoice,
  enNorthernIrelandLinenMillInvoice,
  enFilmLocationServicesInvoice,
  mixedAravaRoadsideFuelSlip,
  mixedMarketCarParkReceipt,
  mixedTrampolineParkReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h39-';
