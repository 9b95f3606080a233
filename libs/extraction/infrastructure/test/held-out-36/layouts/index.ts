import { Layout } from '../../generalisation/kit';
import { enBioinformaticsAnalysisInvoice } from './en-bioinformatics-analysis-invoice';
import { enLithuanianAmberWorkshopInvoice } from './en-lithuanian-amber-workshop-invoice';
import { enUkLetterpressPrinterInvoice } from './en-uk-letterpress-printer-invoice';
import { enUsKiteShopOrder } from './en-us-kite-shop-order';
import { heAsbestosRemovalInvoice } from './he-asbestos-removal-invoice';
import { heBathroomShowroomCreditNote } from './he-bathroom-showroom-credit-note';
import { heBukharanRestaurantBill } from './he-bukharan-restaurant-bill';
import { heElectronicsComponentsTill } from './he-electronics-components-till';
import { heFieldSchoolLodgingFolio } from './he-field-school-lodging-folio';
import { heFoodTestingLabTwoPage } from './he-food-testing-lab-two-page';
import { heHomeOxygenSupplyMonthlyBill } from './he-home-oxygen-supply-monthly-bill';
import { heSheetMusicWebshopOrder } from './he-sheet-music-webshop-order';
import { mixedFleetCardFuelSlip } from './mixed-fleet-card-fuel-slip';
import { mixedOfficeTowerVisitorParkingReceipt } from './mixed-office-tower-visitor-parking-receipt';
import { mixedVrArcadeReceipt } from './mixed-vr-arcade-receipt';

/** The thirty-sixth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-35. */
export const HELD_OUT_36: Layout[] = [
  heElectronicsComponentsTill,
  heBukharanRestaurantBill,
  heHomeOxygenSupplyMonthlyBill,
  heAsbestosRemovalInvoice,
  heFieldSchoolLodgingFolio,
  heSheetMusicWebshopOrder,
  heFoodTestingLabTwoPage,
  heBathroomShowroomCreditNote,
  enLithuanianAmberWorkshopInvoice,
  enUsKiteShopOrder,
  enUkLetterpressPrinterInvoice,
  enBioinformaticsAnalysisInvoice,
  mixedFleetCardFuelSlip,
  mixedOfficeTowerVisitorParkingReceipt,
  mixedVrArcadeReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h36-';
