import { Layout } from '../../generalisation/kit';
import { enIrishForecourtFuelReceipt } from './en-irish-forecourt-fuel-receipt';
import { enRigaHotelFolio } from './en-riga-hotel-folio';
import { enUkClockRestorationInvoice } from './en-uk-clock-restoration-invoice';
import { enUsBonsaiToolsOrder } from './en-us-bonsai-tools-order';
import { heChimneySweepInvoice } from './he-chimney-sweep-invoice';
import { heHermonSkiLodgeFolio } from './he-hermon-ski-lodge-folio';
import { heHotSauceWebshopOrder } from './he-hot-sauce-webshop-order';
import { heOfficeCoffeeMachineMonthlyBill } from './he-office-coffee-machine-monthly-bill';
import { hePicklesOlivesTill } from './he-pickles-olives-till';
import { heRodizioBill } from './he-rodizio-bill';
import { heSafesStoreCreditNote } from './he-safes-store-credit-note';
import { heSchoolMealsTwoPage } from './he-school-meals-two-page';
import { mixedCampusVisitorParkingReceipt } from './mixed-campus-visitor-parking-receipt';
import { mixedPokeBarBill } from './mixed-poke-bar-bill';
import { mixedSurfShopTill } from './mixed-surf-shop-till';

/** The thirty-third held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-32. */
export const HELD_OUT_33: Layout[] = [
  hePicklesOlivesTill,
  heRodizioBill,
  heOfficeCoffeeMachineMonthlyBill,
  heChimneySweepInvoice,
  heHermonSkiLodgeFolio,
  heHotSauceWebshopOrder,
  heSchoolMealsTwoPage,
  heSafesStoreCreditNote,
  enIrishForecourtFuelReceipt,
  enUsBonsaiToolsOrder,
  enUkClockRestorationInvoice,
  enRigaHotelFolio,
  mixedCampusVisitorParkingReceipt,
  mixedSurfShopTill,
  mixedPokeBarBill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h33-';
