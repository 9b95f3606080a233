import { Layout } from '../../generalisation/kit';
import { enArchaeologyDigExperience } from './en-archaeology-dig-experience';
import { enMaltaLanguageSchoolInvoice } from './en-malta-language-school-invoice';
import { enUkFootballClubStoreOrder } from './en-uk-football-club-store-order';
import { enUsDnaKitOrder } from './en-us-dna-kit-order';
import { heCarLeasingMonthlyBill } from './he-car-leasing-monthly-bill';
import { heCheeseDeliTill } from './he-cheese-deli-till';
import { heGardenFurnitureCreditNote } from './he-garden-furniture-credit-note';
import { heHummusBarBill } from './he-hummus-bar-bill';
import { heKidsClothingWebshopOrder } from './he-kids-clothing-webshop-order';
import { heKindergartenMonthlyBill } from './he-kindergarten-monthly-bill';
import { heOfficeKitchenMultipage } from './he-office-kitchen-multipage';
import { heYogaTeacherReceipt } from './he-yoga-teacher-receipt';
import { mixedClimbingGymReceipt } from './mixed-climbing-gym-receipt';
import { mixedDesertLodgeFolio } from './mixed-desert-lodge-folio';
import { mixedRecordingStudioInvoice } from './mixed-recording-studio-invoice';

/** The seventeenth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-16. */
export const HELD_OUT_17: Layout[] = [
  heCheeseDeliTill,
  heHummusBarBill,
  heKindergartenMonthlyBill,
  heCarLeasingMonthlyBill,
  heOfficeKitchenMultipage,
  heGardenFurnitureCreditNote,
  heYogaTeacherReceipt,
  heKidsClothingWebshopOrder,
  enUsDnaKitOrder,
  enMaltaLanguageSchoolInvoice,
  enUkFootballClubStoreOrder,
  enArchaeologyDigExperience,
  mixedClimbingGymReceipt,
  mixedDesertLodgeFolio,
  mixedRecordingStudioInvoice,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h17-';
