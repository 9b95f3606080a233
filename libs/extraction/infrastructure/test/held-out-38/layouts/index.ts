import { Layout } from '../../generalisation/kit';
import { enHebrewTypeFoundryInvoice } from './en-hebrew-type-foundry-invoice';
import { enSlovakBellFoundryInvoice } from './en-slovak-bell-foundry-invoice';
import { enUsChicagoPinballDealerInvoice } from './en-us-chicago-pinball-dealer-invoice';
import { enWelshLovespoonCarverInvoice } from './en-welsh-lovespoon-carver-invoice';
import { heDataRecoveryLabInvoice } from './he-data-recovery-lab-invoice';
import { heLingerieBoutiqueTill } from './he-lingerie-boutique-till';
import { heMeditationRetreatFolio } from './he-meditation-retreat-folio';
import { hePlaygroundEquipmentCreditNote } from './he-playground-equipment-credit-note';
import { heSwimwearWebshopOrder } from './he-swimwear-webshop-order';
import { heTaxiStationAccountTwoPage } from './he-taxi-station-account-two-page';
import { heVeganBistroBill } from './he-vegan-bistro-bill';
import { heWashroomHygieneMonthlyBill } from './he-washroom-hygiene-monthly-bill';
import { mixedCourthouseCarParkReceipt } from './mixed-courthouse-car-park-receipt';
import { mixedOnDemandFuelDeliverySlip } from './mixed-on-demand-fuel-delivery-slip';
import { mixedShootingRangeReceipt } from './mixed-shooting-range-receipt';

/** The thirty-eighth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-37. */
export const HELD_OUT_38: Layout[] = [
  heLingerieBoutiqueTill,
  heVeganBistroBill,
  heWashroomHygieneMonthlyBill,
  heDataRecoveryLabInvoice,
  heMeditationRetreatFolio,
  heSwimwearWebshopOrder,
  heTaxiStationAccountTwoPage,
  hePlaygroundEquipmentCreditNote,
  enSlovakBellFoundryInvoice,
  enUsChicagoPinballDealerInvoice,
  enWelshLovespoonCarverInvoice,
  enHebrewTypeFoundryInvoice,
  mixedOnDemandFuelDeliverySlip,
  mixedCourthouseCarParkReceipt,
  mixedShootingRangeReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h38-';
