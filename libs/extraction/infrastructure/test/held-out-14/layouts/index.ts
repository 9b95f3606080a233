import { Layout } from '../../generalisation/kit';
import { enBelgianChocolatierOrder } from './en-belgian-chocolatier-order';
import { enFloridaMotelFolio } from './en-florida-motel-folio';
import { enRecruitmentAgencyInvoice } from './en-recruitment-agency-invoice';
import { enUkEnergyBill } from './en-uk-energy-bill';
import { heArchitectStageInvoice } from './he-architect-stage-invoice';
import { heDairyCafeBill } from './he-dairy-cafe-bill';
import { heElectricalSuppliesTwoPage } from './he-electrical-supplies-two-page';
import { heKitchenwareCreditNote } from './he-kitchenware-credit-note';
import { hePaintShopTill } from './he-paint-shop-till';
import { hePrivateTutorReceipt } from './he-private-tutor-receipt';
import { heStudentHousingBill } from './he-student-housing-bill';
import { heTruckStopDieselSlip } from './he-truck-stop-diesel-slip';
import { mixedBakeryIngredientsTwoPage } from './mixed-bakery-ingredients-two-page';
import { mixedCityTourBusTickets } from './mixed-city-tour-bus-tickets';
import { mixedMedicalEquipmentRental } from './mixed-medical-equipment-rental';

/** The fourteenth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-13. */
export const HELD_OUT_14: Layout[] = [
  hePaintShopTill,
  heDairyCafeBill,
  heStudentHousingBill,
  heTruckStopDieselSlip,
  heElectricalSuppliesTwoPage,
  heKitchenwareCreditNote,
  heArchitectStageInvoice,
  hePrivateTutorReceipt,
  enBelgianChocolatierOrder,
  enFloridaMotelFolio,
  enRecruitmentAgencyInvoice,
  enUkEnergyBill,
  mixedMedicalEquipmentRental,
  mixedBakeryIngredientsTwoPage,
  mixedCityTourBusTickets,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h14-';
