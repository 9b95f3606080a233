import { Layout } from '../../generalisation/kit';
import { enDutyFreeTill } from './en-duty-free-till';
import { enEuConferenceTicket } from './en-eu-conference-ticket';
import { enTranslationAgency } from './en-translation-agency';
import { enUkTrainingInvoice } from './en-uk-training-invoice';
import { enUsComponentsDistributor } from './en-us-components-distributor';
import { heBicycleCreditNote } from './he-bicycle-credit-note';
import { heBowlingAlleyBill } from './he-bowling-alley-bill';
import { heButcherScaleTill } from './he-butcher-scale-till';
import { heCinemaBooking } from './he-cinema-booking';
import { heCoworkingTwoPage } from './he-coworking-two-page';
import { heDrivingSchoolReceipt } from './he-driving-school-receipt';
import { heInternetProviderBill } from './he-internet-provider-bill';
import { heMarinaInvoice } from './he-marina-invoice';
import { hePlantNurseryTill } from './he-plant-nursery-till';
import { hePrintingShopInvoice } from './he-printing-shop-invoice';
import { mixedDiveCenterEilat } from './mixed-dive-center-eilat';
import { mixedLocksmithCallout } from './mixed-locksmith-callout';

/** The fifth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-4. */
export const HELD_OUT_5: Layout[] = [
  hePlantNurseryTill,
  heButcherScaleTill,
  heDrivingSchoolReceipt,
  hePrintingShopInvoice,
  heCinemaBooking,
  heInternetProviderBill,
  heMarinaInvoice,
  heCoworkingTwoPage,
  heBicycleCreditNote,
  heBowlingAlleyBill,
  enUkTrainingInvoice,
  enEuConferenceTicket,
  enUsComponentsDistributor,
  enTranslationAgency,
  enDutyFreeTill,
  mixedDiveCenterEilat,
  mixedLocksmithCallout,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h5-';
