import { Layout } from '../../generalisation/kit';
import { enGermanTradeFairHotel } from './en-german-trade-fair-hotel';
import { enItalianOliveOilOrder } from './en-italian-olive-oil-order';
import { enNewYorkDinerCheck } from './en-new-york-diner-check';
import { enSurfSchoolReceipt } from './en-surf-school-receipt';
import { heBabyStoreCreditNote } from './he-baby-store-credit-note';
import { heCleaningSuppliesTwoPage } from './he-cleaning-supplies-two-page';
import { heElevatorMaintenanceBill } from './he-elevator-maintenance-bill';
import { heFabricStoreTill } from './he-fabric-store-till';
import { heFleetFuelStatement } from './he-fleet-fuel-statement';
import { heHookahLoungeBill } from './he-hookah-lounge-bill';
import { hePianoTunerReceipt } from './he-piano-tuner-receipt';
import { heSolarInstallerInvoice } from './he-solar-installer-invoice';
import { mixedEventEquipmentTwoPage } from './mixed-event-equipment-two-page';
import { mixedHorseRanchReceipt } from './mixed-horse-ranch-receipt';
import { mixedVehicleTestStation } from './mixed-vehicle-test-station';

/** The twelfth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-11. */
export const HELD_OUT_12: Layout[] = [
  heFabricStoreTill,
  heHookahLoungeBill,
  heElevatorMaintenanceBill,
  heFleetFuelStatement,
  heBabyStoreCreditNote,
  heCleaningSuppliesTwoPage,
  heSolarInstallerInvoice,
  hePianoTunerReceipt,
  enGermanTradeFairHotel,
  enNewYorkDinerCheck,
  enItalianOliveOilOrder,
  enSurfSchoolReceipt,
  mixedVehicleTestStation,
  mixedEventEquipmentTwoPage,
  mixedHorseRanchReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h12-';
