import { Layout } from '../../generalisation/kit';
import { enGustaviaHillsideBungalowsFolio } from './en-gustavia-hillside-bungalows-folio';
import { enBermudaPinkSandCoveFolio } from './en-bermuda-pink-sand-cove-folio';
import { enStLouisCherokeeStreetThriftTill } from './en-st-louis-cherokee-street-thrift-till';
import { enVerticalFarmingEurInvoice } from './en-vertical-farming-eur-invoice';
import { heAlmondGroveHutsFolio } from './he-almond-grove-huts-folio';
import { heButtonZipperNotionsTill } from './he-button-zipper-notions-till';
import { heHorologistInvoice } from './he-horologist-invoice';
import { heKhachapuriRestaurantBill } from './he-khachapuri-restaurant-bill';
import { heOrthodonticAlignerLabCreditNote } from './he-orthodontic-aligner-lab-credit-note';
import { heSettlementCommitteeDuesBill } from './he-settlement-committee-dues-bill';
import { heTerrazzoGrindingTwoPage } from './he-terrazzo-grinding-two-page';
import { heUniversityParkingReceipt } from './he-university-parking-receipt';
import { mixedAstronomyGearWebstoreOrder } from './mixed-astronomy-gear-webstore-order';
import { mixedMoshavCoOpFuelPumpTill } from './mixed-moshav-co-op-fuel-pump-till';
import { mixedRoamingDataMonthlyBill } from './mixed-roaming-data-monthly-bill';

/** The eighty-first held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-80. */
export const HELD_OUT_81: Layout[] = [
  heButtonZipperNotionsTill,
  heKhachapuriRestaurantBill,
  heSettlementCommitteeDuesBill,
  heAlmondGroveHutsFolio,
  heHorologistInvoice,
  heTerrazzoGrindingTwoPage,
  heOrthodonticAlignerLabCreditNote,
  heUniversityParkingReceipt,
  enBermudaPinkSandCoveFolio,
  enGustaviaHillsideBungalowsFolio,
  enStLouisCherokeeStreetThriftTill,
  enVerticalFarmingEurInvoice,
  mixedMoshavCoOpFuelPumpTill,
  mixedRoamingDataMonthlyBill,
  mixedAstronomyGearWebstoreOrder,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h81-';
