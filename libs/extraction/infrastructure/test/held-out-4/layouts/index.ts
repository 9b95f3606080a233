import { Layout } from '../../generalisation/kit';
import { enBoutiqueHotelFolio } from './en-boutique-hotel-folio';
import { enMarketplaceImport } from './en-marketplace-import';
import { enRideAppReceipt } from './en-ride-app-receipt';
import { enSaasReverseCharge } from './en-saas-reverse-charge';
import { enSwissInvoice } from './en-swiss-invoice';
import { heAfterschoolReceipt } from './he-afterschool-receipt';
import { heCentralGasBill } from './he-central-gas-bill';
import { heContractorPartialBill } from './he-contractor-partial-bill';
import { heDryCleanerSlip } from './he-dry-cleaner-slip';
import { heEvCharging } from './he-ev-charging';
import { heEventCatering } from './he-event-catering';
import { heGymCreditNote } from './he-gym-credit-note';
import { heLawOfficeInvoice } from './he-law-office-invoice';
import { heSushiBarBill } from './he-sushi-bar-bill';
import { heVetClinic } from './he-vet-clinic';
import { mixedParkingPass } from './mixed-parking-pass';
import { mixedRepairLab } from './mixed-repair-lab';

/** The fourth held-out set's layouts (README.md), none shared with ../generalisation, ../held-out-2 or ../held-out-3. */
export const HELD_OUT_4: Layout[] = [
  heDryCleanerSlip,
  heGymCreditNote,
  heAfterschoolReceipt,
  heContractorPartialBill,
  heCentralGasBill,
  heEventCatering,
  heLawOfficeInvoice,
  heSushiBarBill,
  heEvCharging,
  heVetClinic,
  enSaasReverseCharge,
  enSwissInvoice,
  enMarketplaceImport,
  enRideAppReceipt,
  enBoutiqueHotelFolio,
  mixedRepairLab,
  mixedParkingPass,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h4-';
