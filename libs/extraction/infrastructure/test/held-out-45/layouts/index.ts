import { Layout } from '../../generalisation/kit';
import { enSerbianThermalSpaInvoice } from './en-serbian-thermal-spa-invoice';
import { enSwedishGlassblowingCourseInvoice } from './en-swedish-glassblowing-course-invoice';
import { enUsWisconsinSnowshoeWorkshopInvoice } from './en-us-wisconsin-snowshoe-workshop-invoice';
import { enWaterLeakDetectionInvoice } from './en-water-leak-detection-invoice';
import { heAirPurifierCreditNote } from './he-air-purifier-credit-note';
import { heBatteriesWholesaleTwoPage } from './he-batteries-wholesale-two-page';
import { heGolfResortFolio } from './he-golf-resort-folio';
import { heIzakayaBill } from './he-izakaya-bill';
import { heOliveWoodSouvenirTill } from './he-olive-wood-souvenir-till';
import { heReclaimedWaterIrrigationBill } from './he-reclaimed-water-irrigation-bill';
import { heSignLanguageInterpreterInvoice } from './he-sign-language-interpreter-invoice';
import { heSkateboardWebshopOrder } from './he-skateboard-webshop-order';
import { mixedJezreelValleyFuelSlip } from './mixed-jezreel-valley-fuel-slip';
import { mixedPhotoPrintKioskReceipt } from './mixed-photo-print-kiosk-receipt';
import { mixedScienceMuseumCarParkReceipt } from './mixed-science-museum-car-park-receipt';

/** The forty-fifth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-44. */
export const HELD_OUT_45: Layout[] = [
  heOliveWoodSouvenirTill,
  heIzakayaBill,
  heReclaimedWaterIrrigationBill,
  heSignLanguageInterpreterInvoice,
  heGolfResortFolio,
  heSkateboardWebshopOrder,
  heBatteriesWholesaleTwoPage,
  heAirPurifierCreditNote,
  enWaterLeakDetectionInvoice,
  enSwedishGlassblowingCourseInvoice,
  enSerbianThermalSpaInvoice,
  enUsWisconsinSnowshoeWorkshopInvoice,
  mixedJezreelValleyFuelSlip,
  mixedScienceMuseumCarParkReceipt,
  mixedPhotoPrintKioskReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h45-';
