import { Layout } from '../../generalisation/kit';
import { enFinnishSaunaStoveInvoice } from './en-finnish-sauna-stove-invoice';
import { enSeismicEngineeringInvoice } from './en-seismic-engineering-invoice';
import { enUkMotorwayFuelReceipt } from './en-uk-motorway-fuel-receipt';
import { enUsQuiltingSupplyOrder } from './en-us-quilting-supply-order';
import { heBalkanGrillBill } from './he-balkan-grill-bill';
import { heCandyStoreTill } from './he-candy-store-till';
import { heElectricScooterCreditNote } from './he-electric-scooter-credit-note';
import { heFilamentWebshopOrder } from './he-filament-webshop-order';
import { heJordanRiverCabinsFolio } from './he-jordan-river-cabins-folio';
import { heManpowerAgencyTwoPage } from './he-manpower-agency-two-page';
import { heSchoolTransportMonthlyBill } from './he-school-transport-monthly-bill';
import { heSepticPumpingInvoice } from './he-septic-pumping-invoice';
import { mixedBoardGameCafeBill } from './mixed-board-game-cafe-bill';
import { mixedDogGroomingReceipt } from './mixed-dog-grooming-receipt';
import { mixedMallParkingReceipt } from './mixed-mall-parking-receipt';

/** The thirty-second held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-31. */
export const HELD_OUT_32: Layout[] = [
  heCandyStoreTill,
  heBalkanGrillBill,
  heSchoolTransportMonthlyBill,
  heSepticPumpingInvoice,
  heJordanRiverCabinsFolio,
  heFilamentWebshopOrder,
  heManpowerAgencyTwoPage,
  heElectricScooterCreditNote,
  enUkMotorwayFuelReceipt,
  enUsQuiltingSupplyOrder,
  enFinnishSaunaStoveInvoice,
  enSeismicEngineeringInvoice,
  mixedMallParkingReceipt,
  mixedDogGroomingReceipt,
  mixedBoardGameCafeBill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h32-';
