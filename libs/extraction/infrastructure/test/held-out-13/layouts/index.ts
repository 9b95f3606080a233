import { Layout } from '../../generalisation/kit';
import { enIrishCountryInnFolio } from './en-irish-country-inn-folio';
import { enRelocationServicesInvoice } from './en-relocation-services-invoice';
import { enScottishDistilleryShopTill } from './en-scottish-distillery-shop-till';
import { enUsMusicGearOrder } from './en-us-music-gear-order';
import { heAutogasStationSlip } from './he-autogas-station-slip';
import { heGardenerMonthlyReceipt } from './he-gardener-monthly-receipt';
import { heLandSurveyorInvoice } from './he-land-surveyor-invoice';
import { heMattressCreditNote } from './he-mattress-credit-note';
import { hePackagingSuppliesTwoPage } from './he-packaging-supplies-two-page';
import { hePerfumeryTill } from './he-perfumery-till';
import { hePizzeriaBill } from './he-pizzeria-bill';
import { heWasteCollectionBill } from './he-waste-collection-bill';
import { mixedChauffeurTransferReceipt } from './mixed-chauffeur-transfer-receipt';
import { mixedItEquipmentTwoPage } from './mixed-it-equipment-two-page';
import { mixedPotteryStudioReceipt } from './mixed-pottery-studio-receipt';

/** The thirteenth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-12. */
export const HELD_OUT_13: Layout[] = [
  hePerfumeryTill,
  hePizzeriaBill,
  heWasteCollectionBill,
  heAutogasStationSlip,
  hePackagingSuppliesTwoPage,
  heMattressCreditNote,
  heLandSurveyorInvoice,
  heGardenerMonthlyReceipt,
  enIrishCountryInnFolio,
  enUsMusicGearOrder,
  enScottishDistilleryShopTill,
  enRelocationServicesInvoice,
  mixedChauffeurTransferReceipt,
  mixedItEquipmentTwoPage,
  mixedPotteryStudioReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h13-';
