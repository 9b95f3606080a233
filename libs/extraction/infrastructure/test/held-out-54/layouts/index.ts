import { Layout } from '../../generalisation/kit';
import { enColombianEmeraldCutterInvoice } from './en-colombian-emerald-cutter-invoice';
import { enScientificEditingInvoice } from './en-scientific-editing-invoice';
import { enTaiwaneseOolongTeaEstateInvoice } from './en-taiwanese-oolong-tea-estate-invoice';
import { enUsPennsylvaniaHexSignPainterInvoice } from './en-us-pennsylvania-hex-sign-painter-invoice';
import { heFreshHerbsGrowerTwoPage } from './he-fresh-herbs-grower-two-page';
import { heMeoravGrillBill } from './he-meorav-grill-bill';
import { heMetulaBorderGuesthouseFolio } from './he-metula-border-guesthouse-folio';
import { heMotorcycleHelmetShopCreditNote } from './he-motorcycle-helmet-shop-credit-note';
import { heOrchidWebshopOrder } from './he-orchid-webshop-order';
import { heSharedSolarRoofMonthlyBill } from './he-shared-solar-roof-monthly-bill';
import { heStairLiftInstallerInvoice } from './he-stair-lift-installer-invoice';
import { heWickerBasketShopTill } from './he-wicker-basket-shop-till';
import { mixedBagelDeliBill } from './mixed-bagel-deli-bill';
import { mixedGilboaFuelSlip } from './mixed-gilboa-fuel-slip';
import { mixedOperaHouseCarParkReceipt } from './mixed-opera-house-car-park-receipt';

/** The fifty-fourth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-53. */
export const HELD_OUT_54: Layout[] = [
  heWickerBasketShopTill,
  heMeoravGrillBill,
  heSharedSolarRoofMonthlyBill,
  heStairLiftInstallerInvoice,
  heMetulaBorderGuesthouseFolio,
  heOrchidWebshopOrder,
  heFreshHerbsGrowerTwoPage,
  heMotorcycleHelmetShopCreditNote,
  enScientificEditingInvoice,
  enColombianEmeraldCutterInvoice,
  enTaiwaneseOolongTeaEstateInvoice,
  enUsPennsylvaniaHexSignPainterInvoice,
  mixedGilboaFuelSlip,
  mixedOperaHouseCarParkReceipt,
  mixedBagelDeliBill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h54-';
