import { Layout } from '../../generalisation/kit';
import { enAustralianOpalCutterInvoice } from './en-australian-opal-cutter-invoice';
import { enJapaneseIndigoDyeingWorkshopInvoice } from './en-japanese-indigo-dyeing-workshop-invoice';
import { enTechnicalWritingInvoice } from './en-technical-writing-invoice';
import { enUsMassachusettsNauticalChartShopOrder } from './en-us-massachusetts-nautical-chart-shop-order';
import { heCallRecordingServiceMonthlyBill } from './he-call-recording-service-monthly-bill';
import { heCannedGoodsDistributorTwoPage } from './he-canned-goods-distributor-two-page';
import { heCeilingFansCreditNote } from './he-ceiling-fans-credit-note';
import { heEmbroideryKitsWebshopOrder } from './he-embroidery-kits-webshop-order';
import { heRoshPinaStoneHouseFolio } from './he-rosh-pina-stone-house-folio';
import { heSchnitzelRestaurantBill } from './he-schnitzel-restaurant-bill';
import { heTennisRacketStringingTill } from './he-tennis-racket-stringing-till';
import { heTheatreSetBuilderInvoice } from './he-theatre-set-builder-invoice';
import { mixedHotPotRestaurantBill } from './mixed-hot-pot-restaurant-bill';
import { mixedMenasheHeightsFuelSlip } from './mixed-menashe-heights-fuel-slip';
import { mixedPlanetariumCarParkReceipt } from './mixed-planetarium-car-park-receipt';

/** The fifty-second held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-51. */
export const HELD_OUT_52: Layout[] = [
  heTennisRacketStringingTill,
  heSchnitzelRestaurantBill,
  heCallRecordingServiceMonthlyBill,
  heTheatreSetBuilderInvoice,
  heRoshPinaStoneHouseFolio,
  heEmbroideryKitsWebshopOrder,
  heCannedGoodsDistributorTwoPage,
  heCeilingFansCreditNote,
  enTechnicalWritingInvoice,
  enJapaneseIndigoDyeingWorkshopInvoice,
  enAustralianOpalCutterInvoice,
  enUsMassachusettsNauticalChartShopOrder,
  mixedMenasheHeightsFuelSlip,
  mixedPlanetariumCarParkReceipt,
  mixedHotPotRestaurantBill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h52-';
