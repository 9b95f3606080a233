import { Layout } from '../../generalisation/kit';
import { enGrassePerfumeWorkshopInvoice } from './en-grasse-perfume-workshop-invoice';
import { enMedicalDeviceRegulatoryInvoice } from './en-medical-device-regulatory-invoice';
import { enUkSummerSchoolInvoice } from './en-uk-summer-school-invoice';
import { enUsNeonSignMakerInvoice } from './en-us-neon-sign-maker-invoice';
import { heAcousticInsulationInvoice } from './he-acoustic-insulation-invoice';
import { heCourierDeliveriesTwoPage } from './he-courier-deliveries-two-page';
import { heHotSpringsResortFolio } from './he-hot-springs-resort-folio';
import { hePergolaShadingCreditNote } from './he-pergola-shading-credit-note';
import { heScentedCandlesWebshopOrder } from './he-scented-candles-webshop-order';
import { heTrophyEngravingShopTill } from './he-trophy-engraving-shop-till';
import { heTunisianRestaurantBill } from './he-tunisian-restaurant-bill';
import { heVirtualOfficeMonthlyBill } from './he-virtual-office-monthly-bill';
import { mixedGlassblowingStudioReceipt } from './mixed-glassblowing-studio-receipt';
import { mixedKibbutzFillingStationSlip } from './mixed-kibbutz-filling-station-slip';
import { mixedRailStationCarParkReceipt } from './mixed-rail-station-car-park-receipt';

/** The thirty-seventh held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-36. */
export const HELD_OUT_37: Layout[] = [
  heTrophyEngravingShopTill,
  heTunisianRestaurantBill,
  heVirtualOfficeMonthlyBill,
  heAcousticInsulationInvoice,
  heHotSpringsResortFolio,
  heScentedCandlesWebshopOrder,
  heCourierDeliveriesTwoPage,
  hePergolaShadingCreditNote,
  enGrassePerfumeWorkshopInvoice,
  enUsNeonSignMakerInvoice,
  enUkSummerSchoolInvoice,
  enMedicalDeviceRegulatoryInvoice,
  mixedKibbutzFillingStationSlip,
  mixedRailStationCarParkReceipt,
  mixedGlassblowingStudioReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h37-';
