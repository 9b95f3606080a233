import { Layout } from '../../generalisation/kit';
import { enAnguillaCisternCleaningInvoice } from './en-anguilla-cistern-cleaning-invoice';
import { enColdChainTemperatureMonitoringMonthlyBill } from './en-cold-chain-temperature-monitoring-monthly-bill';
import { enMadagascarNosyBeQuadBikeExcursionInvoice } from './en-madagascar-nosy-be-quad-bike-excursion-invoice';
import { enMaldivesLiveaboardVesselFolio } from './en-maldives-liveaboard-vessel-folio';
import { heBiogasSupplyMonthlyBill } from './he-biogas-supply-monthly-bill';
import { heCustomDoormatWebshopOrder } from './he-custom-doormat-webshop-order';
import { heFlourMillTwoPage } from './he-flour-mill-two-page';
import { heKarmielHotelFolio } from './he-karmiel-hotel-folio';
import { heKitchenHoodStoreCreditNote } from './he-kitchen-hood-store-credit-note';
import { heMalaysianRestaurantBill } from './he-malaysian-restaurant-bill';
import { hePigeonNettingInstallerInvoice } from './he-pigeon-netting-installer-invoice';
import { heReadyMealsTakeawayTill } from './he-ready-meals-takeaway-till';
import { mixedGolaniJunctionFuelSlip } from './mixed-golani-junction-fuel-slip';
import { mixedHammamBathhouseReceipt } from './mixed-hammam-bathhouse-receipt';
import { mixedNeveTzedekCarParkReceipt } from './mixed-neve-tzedek-car-park-receipt';

/** The seventy-first held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-70. */
export const HELD_OUT_71: Layout[] = [
  heReadyMealsTakeawayTill,
  heMalaysianRestaurantBill,
  heBiogasSupplyMonthlyBill,
  hePigeonNettingInstallerInvoice,
  heKarmielHotelFolio,
  heCustomDoormatWebshopOrder,
  heFlourMillTwoPage,
  heKitchenHoodStoreCreditNote,
  enMaldivesLiveaboardVesselFolio,
  enAnguillaCisternCleaningInvoice,
  enMadagascarNosyBeQuadBikeExcursionInvoice,
  enColdChainTemperatureMonitoringMonthlyBill,
  mixedGolaniJunctionFuelSlip,
  mixedNeveTzedekCarParkReceipt,
  mixedHammamBathhouseReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h71-';
