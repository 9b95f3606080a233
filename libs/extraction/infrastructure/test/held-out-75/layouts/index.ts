import { Layout } from '../../generalisation/kit';
import { enCanaryIslandsLegionellaControlInvoice } from './en-canary-islands-legionella-control-invoice';
import { enDataProtectionOfficerRetainerInvoice } from './en-data-protection-officer-retainer-invoice';
import { enUsOhioClevelandIceSculptureStudioInvoice } from './en-us-ohio-cleveland-ice-sculpture-studio-invoice';
import { enUsTennesseeNashvilleRhinestoneStageWearInvoice } from './en-us-tennessee-nashville-rhinestone-stage-wear-invoice';
import { heCpapSleepEquipmentCreditNote } from './he-cpap-sleep-equipment-credit-note';
import { heDietitianClinicInvoice } from './he-dietitian-clinic-invoice';
import { heIndustrialWastewaterTreatmentMonthlyBill } from './he-industrial-wastewater-treatment-monthly-bill';
import { heOrthopedicPillowsWebshopOrder } from './he-orthopedic-pillows-webshop-order';
import { hePekiinVillageInnFolio } from './he-pekiin-village-inn-folio';
import { heScarfAndShawlBoutiqueTill } from './he-scarf-and-shawl-boutique-till';
import { heUyghurRestaurantBill } from './he-uyghur-restaurant-bill';
import { heWeldingSuppliesTwoPage } from './he-welding-supplies-two-page';
import { mixedApolloniaCarParkReceipt } from './mixed-apollonia-car-park-receipt';
import { mixedChurrosStandSlip } from './mixed-churros-stand-slip';
import { mixedGomeJunctionFuelSlip } from './mixed-gome-junction-fuel-slip';

/** The seventy-fifth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-74. */
export const HELD_OUT_75: Layout[] = [
  heScarfAndShawlBoutiqueTill,
  heUyghurRestaurantBill,
  heIndustrialWastewaterTreatmentMonthlyBill,
  heDietitianClinicInvoice,
  hePekiinVillageInnFolio,
  heOrthopedicPillowsWebshopOrder,
  heWeldingSuppliesTwoPage,
  heCpapSleepEquipmentCreditNote,
  enCanaryIslandsLegionellaControlInvoice,
  enUsOhioClevelandIceSculptureStudioInvoice,
  enUsTennesseeNashvilleRhinestoneStageWearInvoice,
  enDataProtectionOfficerRetainerInvoice,
  mixedGomeJunctionFuelSlip,
  mixedApolloniaCarParkReceipt,
  mixedChurrosStandSlip,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h75-';
