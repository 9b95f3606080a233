import { Layout } from '../../generalisation/kit';
import { enDesalinationConsultancyInvoice } from './en-desalination-consultancy-invoice';
import { enPuertoRicoPilonWoodturnerInvoice } from './en-puerto-rico-pilon-woodturner-invoice';
import { enReunionGeotechnicalInvestigationInvoice } from './en-reunion-geotechnical-investigation-invoice';
import { enUsDcBowTieMakerInvoice } from './en-us-dc-bow-tie-maker-invoice';
import { heBallBearingsSupplierTwoPage } from './he-ball-bearings-supplier-two-page';
import { heBeanbagWebshopOrder } from './he-beanbag-webshop-order';
import { heBinocularsStoreCreditNote } from './he-binoculars-store-credit-note';
import { heCarAccessoriesShopTill } from './he-car-accessories-shop-till';
import { heEbikeBatterySwapMonthlyBill } from './he-ebike-battery-swap-monthly-bill';
import { heProfessionalOrganiserInvoice } from './he-professional-organiser-invoice';
import { heRoshHanikraGuesthouseFolio } from './he-rosh-hanikra-guesthouse-folio';
import { heSingaporeanRestaurantBill } from './he-singaporean-restaurant-bill';
import { mixedBeitGuvrinCarParkReceipt } from './mixed-beit-guvrin-car-park-receipt';
import { mixedReemJunctionFuelSlip } from './mixed-reem-junction-fuel-slip';
import { mixedWakeboardParkReceipt } from './mixed-wakeboard-park-receipt';

/** The seventy-fourth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-73. */
export const HELD_OUT_74: Layout[] = [
  heCarAccessoriesShopTill,
  heSingaporeanRestaurantBill,
  heEbikeBatterySwapMonthlyBill,
  heProfessionalOrganiserInvoice,
  heRoshHanikraGuesthouseFolio,
  heBeanbagWebshopOrder,
  heBallBearingsSupplierTwoPage,
  heBinocularsStoreCreditNote,
  enReunionGeotechnicalInvestigationInvoice,
  enUsDcBowTieMakerInvoice,
  enPuertoRicoPilonWoodturnerInvoice,
  enDesalinationConsultancyInvoice,
  mixedReemJunctionFuelSlip,
  mixedBeitGuvrinCarParkReceipt,
  mixedWakeboardParkReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h74-';
