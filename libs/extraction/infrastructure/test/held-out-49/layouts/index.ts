import { Layout } from '../../generalisation/kit';
import { enAiDataLabellingInvoice } from './en-ai-data-labelling-invoice';
import { enBosnianRaftingCampInvoice } from './en-bosnian-rafting-camp-invoice';
import { enRomanianWoolRugWeaverInvoice } from './en-romanian-wool-rug-weaver-invoice';
import { enUsOklahomaStormShelterInstallerInvoice } from './en-us-oklahoma-storm-shelter-installer-invoice';
import { heArbelCliffGuesthouseFolio } from './he-arbel-cliff-guesthouse-folio';
import { heArgentineParrillaBill } from './he-argentine-parrilla-bill';
import { heChocolateBoutiqueTill } from './he-chocolate-boutique-till';
import { heCyclingApparelWebshopOrder } from './he-cycling-apparel-webshop-order';
import { heDuctCleaningInvoice } from './he-duct-cleaning-invoice';
import { heGreenhousePlasticsTwoPage } from './he-greenhouse-plastics-two-page';
import { heQueueSystemMonthlyBill } from './he-queue-system-monthly-bill';
import { heVacuumCleanerStoreCreditNote } from './he-vacuum-cleaner-store-credit-note';
import { mixedBetSheanValleyFuelSlip } from './mixed-bet-shean-valley-fuel-slip';
import { mixedGoKartTrackReceipt } from './mixed-go-kart-track-receipt';
import { mixedWaterfrontPromenadeCarParkReceipt } from './mixed-waterfront-promenade-car-park-receipt';

/** The forty-ninth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-48. */
export const HELD_OUT_49: Layout[] = [
  heChocolateBoutiqueTill,
  heArgentineParrillaBill,
  heQueueSystemMonthlyBill,
  heDuctCleaningInvoice,
  heArbelCliffGuesthouseFolio,
  heCyclingApparelWebshopOrder,
  heGreenhousePlasticsTwoPage,
  heVacuumCleanerStoreCreditNote,
  enAiDataLabellingInvoice,
  enRomanianWoolRugWeaverInvoice,
  enBosnianRaftingCampInvoice,
  enUsOklahomaStormShelterInstallerInvoice,
  mixedBetSheanValleyFuelSlip,
  mixedWaterfrontPromenadeCarParkReceipt,
  mixedGoKartTrackReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h49-';
