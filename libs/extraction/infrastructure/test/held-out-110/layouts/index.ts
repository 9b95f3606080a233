import { Layout } from '../../generalisation/kit';
import { enDyoInkCartridgeWebshopOrder } from './en-dyo-ink-cartridge-webshop-order';
import { enGomehHulaFarmStayFolio } from './en-gomeh-hula-farm-stay-folio';
import { enRavayaWaterBarRentalBill } from './en-ravaya-water-bar-rental-bill';
import { enUgavPipeOrganRestorationGbpInvoice } from './en-ugav-pipe-organ-restoration-gbp-invoice';
import { heApiryonEventHallTwoPageInvoice } from './he-apiryon-event-hall-two-page-invoice';
import { heArgamanJordanValleyFuelSlip } from './he-argaman-jordan-valley-fuel-slip';
import { heHedSoundSystemRentalInvoice } from './he-hed-sound-system-rental-invoice';
import { heKikarUndergroundCarParkReceipt } from './he-kikar-underground-car-park-receipt';
import { hePetilSafedCandleShopTill } from './he-petil-safed-candle-shop-till';
import { heSartanJaffaCrabRestaurantBill } from './he-sartan-jaffa-crab-restaurant-bill';
import { heSulyaOrthopedicShoeCreditNote } from './he-sulya-orthopedic-shoe-credit-note';
import { heTzaftzefaBusinessCellularFleetBill } from './he-tzaftzefa-business-cellular-fleet-bill';
import { mixedGilgalScooterRentalReceipt } from './mixed-gilgal-scooter-rental-receipt';
import { mixedGochuKoreanGrillBill } from './mixed-gochu-korean-grill-bill';
import { mixedMeitarGuitarShopTill } from './mixed-meitar-guitar-shop-till';

/** The hundred-and-tenth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-109. */
export const HELD_OUT_110: Layout[] = [
  hePetilSafedCandleShopTill,
  heTzaftzefaBusinessCellularFleetBill,
  heSartanJaffaCrabRestaurantBill,
  heArgamanJordanValleyFuelSlip,
  heApiryonEventHallTwoPageInvoice,
  heSulyaOrthopedicShoeCreditNote,
  heHedSoundSystemRentalInvoice,
  heKikarUndergroundCarParkReceipt,
  enUgavPipeOrganRestorationGbpInvoice,
  enDyoInkCartridgeWebshopOrder,
  enGomehHulaFarmStayFolio,
  enRavayaWaterBarRentalBill,
  mixedGochuKoreanGrillBill,
  mixedMeitarGuitarShopTill,
  mixedGilgalScooterRentalReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h110-';
