import { Layout } from '../../generalisation/kit';
import { heAfterschoolReceipt } from './he-afterschool-receipt';
import { heCentralGasBill } from './he-central-gas-bill';
import { heContractorPartialBill } from './he-contractor-partial-bill';
import { heDryCleanerSlip } from './he-dry-cleaner-slip';
import { heEventCatering } from './he-event-catering';
import { heGymCreditNote } from './he-gym-credit-note';
import { heLawOfficeInvoice } from './he-law-office-invoice';

/** The fourth held-out set's layouts (README.md), none shared with ../generalisation, ../held-out-2 or ../held-out-3. */
export const HELD_OUT_4: Layout[] = [heDryCleanerSlip, heGymCreditNote, heAfterschoolReceipt, heContractorPartialBill, heCentralGasBill, heEventCatering, heLawOfficeInvoice];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h4-';
