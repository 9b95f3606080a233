import { Layout } from '../../generalisation/kit';
import { enGuatemalanMaskCarverInvoice } from './en-guatemalan-mask-carver-invoice';
import { enKenyanSoapstoneCarvingWorkshopInvoice } from './en-kenyan-soapstone-carving-workshop-invoice';
import { enPitchDeckDesignStudioInvoice } from './en-pitch-deck-design-studio-invoice';
import { enUsMarylandDuckDecoyCarverInvoice } from './en-us-maryland-duck-decoy-carver-invoice';
import { heCholentBarBill } from './he-cholent-bar-bill';
import { heDollhouseMiniaturesTill } from './he-dollhouse-miniatures-till';
import { heKosherPhoneLineMonthlyBill } from './he-kosher-phone-line-monthly-bill';
import { heMechanicalKeyboardWebshopOrder } from './he-mechanical-keyboard-webshop-order';
import { heMensSuitStoreCreditNote } from './he-mens-suit-store-credit-note';
import { heSolarPanelCleaningInvoice } from './he-solar-panel-cleaning-invoice';
import { heTiberiasLakefrontHotelFolio } from './he-tiberias-lakefront-hotel-folio';
import { heTofuProducerTwoPage } from './he-tofu-producer-two-page';
import { mixedAradDesertRoadFuelSlip } from './mixed-arad-desert-road-fuel-slip';
import { mixedBasketballArenaCarParkReceipt } from './mixed-basketball-arena-car-park-receipt';
import { mixedPaintballFieldReceipt } from './mixed-paintball-field-receipt';

/** The fifty-fifth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-54. */
export const HELD_OUT_55: Layout[] = [
  heDollhouseMiniaturesTill,
  heCholentBarBill,
  heKosherPhoneLineMonthlyBill,
  heSolarPanelCleaningInvoice,
  heTiberiasLakefrontHotelFolio,
  heMechanicalKeyboardWebshopOrder,
  heTofuProducerTwoPage,
  heMensSuitStoreCreditNote,
  enPitchDeckDesignStudioInvoice,
  enGuatemalanMaskCarverInvoice,
  enKenyanSoapstoneCarvingWorkshopInvoice,
  enUsMarylandDuckDecoyCarverInvoice,
  mixedAradDesertRoadFuelSlip,
  mixedBasketballArenaCarParkReceipt,
  mixedPaintballFieldReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h55-';
