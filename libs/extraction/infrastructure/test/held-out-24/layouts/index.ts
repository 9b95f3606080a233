import { Layout } from '../../generalisation/kit';
import { enDogBoardingKennelInvoice } from './en-dog-boarding-kennel-invoice';
import { enDolomitesRifugioFolio } from './en-dolomites-rifugio-folio';
import { enScottishBagpipeMakerInvoice } from './en-scottish-bagpipe-maker-invoice';
import { enUsLuthierInvoice } from './en-us-luthier-invoice';
import { heBedouinHospitalityTentBill } from './he-bedouin-hospitality-tent-bill';
import { heBlacksmithWorkshopInvoice } from './he-blacksmith-workshop-invoice';
import { heBoatFuelDockSlip } from './he-boat-fuel-dock-slip';
import { heContactLensesWebshopOrder } from './he-contact-lenses-webshop-order';
import { heFitnessEquipmentCreditNote } from './he-fitness-equipment-credit-note';
import { heGasCylindersBill } from './he-gas-cylinders-bill';
import { heNightKioskTill } from './he-night-kiosk-till';
import { heSchoolTextbooksTwoPage } from './he-school-textbooks-two-page';
import { mixedInterpretingEquipmentInvoice } from './mixed-interpreting-equipment-invoice';
import { mixedStadiumEventParking } from './mixed-stadium-event-parking';
import { mixedStargazingTourReceipt } from './mixed-stargazing-tour-receipt';

/** The twenty-fourth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-23. */
export const HELD_OUT_24: Layout[] = [
  heNightKioskTill,
  heBedouinHospitalityTentBill,
  heGasCylindersBill,
  heBlacksmithWorkshopInvoice,
  heSchoolTextbooksTwoPage,
  heFitnessEquipmentCreditNote,
  heContactLensesWebshopOrder,
  heBoatFuelDockSlip,
  enDolomitesRifugioFolio,
  enUsLuthierInvoice,
  enScottishBagpipeMakerInvoice,
  enDogBoardingKennelInvoice,
  mixedStadiumEventParking,
  mixedStargazingTourReceipt,
  mixedInterpretingEquipmentInvoice,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h24-';
