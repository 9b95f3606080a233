import { Layout } from '../../generalisation/kit';
import { enChileanLapisLazuliWorkshopInvoice } from './en-chilean-lapis-lazuli-workshop-invoice';
import { enClinicalTrialMonitoringInvoice } from './en-clinical-trial-monitoring-invoice';
import { enNewZealandPounamuCarverInvoice } from './en-new-zealand-pounamu-carver-invoice';
import { enUsMichiganCherryOrchardOrder } from './en-us-michigan-cherry-orchard-order';
import { heBeadShopTill } from './he-bead-shop-till';
import { heEinKeremGuesthouseFolio } from './he-ein-kerem-guesthouse-folio';
import { heHomeLandlineMonthlyBill } from './he-home-landline-monthly-bill';
import { heMirrorStoreCreditNote } from './he-mirror-store-credit-note';
import { heNoveltySocksWebshopOrder } from './he-novelty-socks-webshop-order';
import { heRopeAccessWindowCleaningInvoice } from './he-rope-access-window-cleaning-invoice';
import { heSafetyEquipmentTwoPage } from './he-safety-equipment-two-page';
import { heShawarmaRestaurantBill } from './he-shawarma-restaurant-bill';
import { mixedLachishFuelSlip } from './mixed-lachish-fuel-slip';
import { mixedRamenShopBill } from './mixed-ramen-shop-bill';
import { mixedZooCarParkReceipt } from './mixed-zoo-car-park-receipt';

/** The fifty-first held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-50. */
export const HELD_OUT_51: Layout[] = [
  heBeadShopTill,
  heShawarmaRestaurantBill,
  heHomeLandlineMonthlyBill,
  heRopeAccessWindowCleaningInvoice,
  heEinKeremGuesthouseFolio,
  heNoveltySocksWebshopOrder,
  heSafetyEquipmentTwoPage,
  heMirrorStoreCreditNote,
  enClinicalTrialMonitoringInvoice,
  enChileanLapisLazuliWorkshopInvoice,
  enNewZealandPounamuCarverInvoice,
  enUsMichiganCherryOrchardOrder,
  mixedLachishFuelSlip,
  mixedZooCarParkReceipt,
  mixedRamenShopBill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h51-';
