import { Layout } from '../../generalisation/kit';
import { enKishonFreightInvoice } from './en-kishon-freight-invoice';
import { enNamalRestaurantBill } from './en-namal-restaurant-bill';
import { enNevetOnlineOrder } from './en-nevet-online-order';
import { enShakedHotelFolio } from './en-shaked-hotel-folio';
import { heBerezPlumberInvoice } from './he-berez-plumber-invoice';
import { heGacheletGasBill } from './he-gachelet-gas-bill';
import { heKapitEuroInvoice } from './he-kapit-euro-invoice';
import { heMarvaRestaurantBill } from './he-marva-restaurant-bill';
import { heMetegThreePageInvoice } from './he-meteg-three-page-invoice';
import { heSapaCreditNote } from './he-sapa-credit-note';
import { heSeoraBakeryTill } from './he-seora-bakery-till';
import { heTziltzulCellularBill } from './he-tziltzul-cellular-bill';
import { mixedHegeCarRental } from './mixed-hege-car-rental';
import { mixedMamriaAirportParking } from './mixed-mamria-airport-parking';
import { mixedRashefEvCharging } from './mixed-rashef-ev-charging';

/** The hundred-and-sixth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-105. */
export const HELD_OUT_106: Layout[] = [
  heSeoraBakeryTill,
  heGacheletGasBill,
  heMarvaRestaurantBill,
  heMetegThreePageInvoice,
  heSapaCreditNote,
  heTziltzulCellularBill,
  heBerezPlumberInvoice,
  heKapitEuroInvoice,
  enShakedHotelFolio,
  enNamalRestaurantBill,
  enKishonFreightInvoice,
  enNevetOnlineOrder,
  mixedHegeCarRental,
  mixedMamriaAirportParking,
  mixedRashefEvCharging,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h106-';
