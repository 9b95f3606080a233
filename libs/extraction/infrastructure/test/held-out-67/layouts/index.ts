import { Layout } from '../../generalisation/kit';
import { enUgandaKampalaBarkclothStudioInvoice } from './en-uganda-kampala-barkcloth-studio-invoice';
import { enUsArkansasWhetstoneMakerInvoice } from './en-us-arkansas-whetstone-maker-invoice';
import { enVivariumPerDiemInvoice } from './en-vivarium-per-diem-invoice';
import { enZambiaLusakaMarqueeHireInvoice } from './en-zambia-lusaka-marquee-hire-invoice';
import { heBrailleTranscriptionInvoice } from './he-braille-transcription-invoice';
import { heCampingTrailerDealerCreditNote } from './he-camping-trailer-dealer-credit-note';
import { heCentralTvAntennaMonthlyBill } from './he-central-tv-antenna-monthly-bill';
import { heEinGevHolidayVillageFolio } from './he-ein-gev-holiday-village-folio';
import { heHayStrawSupplierTwoPage } from './he-hay-straw-supplier-two-page';
import { heSpeedcubeWebshopOrder } from './he-speedcube-webshop-order';
import { heSriLankanRestaurantBill } from './he-sri-lankan-restaurant-bill';
import { heVideoGameStoreTill } from './he-video-game-store-till';
import { mixedDiamondExchangeCarParkReceipt } from './mixed-diamond-exchange-car-park-receipt';
import { mixedSportsBarBill } from './mixed-sports-bar-bill';
import { mixedYokneamFuelSlip } from './mixed-yokneam-fuel-slip';

/** The sixty-seventh held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-66. */
export const HELD_OUT_67: Layout[] = [
  heVideoGameStoreTill,
  heSriLankanRestaurantBill,
  heCentralTvAntennaMonthlyBill,
  heBrailleTranscriptionInvoice,
  heEinGevHolidayVillageFolio,
  heSpeedcubeWebshopOrder,
  heHayStrawSupplierTwoPage,
  heCampingTrailerDealerCreditNote,
  enUgandaKampalaBarkclothStudioInvoice,
  enZambiaLusakaMarqueeHireInvoice,
  enUsArkansasWhetstoneMakerInvoice,
  enVivariumPerDiemInvoice,
  mixedYokneamFuelSlip,
  mixedDiamondExchangeCarParkReceipt,
  mixedSportsBarBill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h67-';
