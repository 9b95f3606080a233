import { Layout } from '../../generalisation/kit';
import { enDavshaBikeShopTill } from './en-davsha-bike-shop-till';
import { enDolevGuesthouseFolio } from './en-dolev-guesthouse-folio';
import { enKaveretCoworkingInvoice } from './en-kaveret-coworking-invoice';
import { enTzintzenetEurInvoice } from './en-tzintzenet-eur-invoice';
import { heAdashaOpticsCreditNote } from './he-adasha-optics-credit-note';
import { heChatzatzThreePageInvoice } from './he-chatzatz-three-page-invoice';
import { heDagitFishRestaurantBill } from './he-dagit-fish-restaurant-bill';
import { heGafrurGasBill } from './he-gafrur-gas-bill';
import { heKurkumSpiceTill } from './he-kurkum-spice-till';
import { hePaamonMobileBill } from './he-paamon-mobile-bill';
import { heShtilNurseryOnlineOrder } from './he-shtil-nursery-online-order';
import { heTzinaAirconServiceInvoice } from './he-tzina-aircon-service-invoice';
import { mixedEfroachVetClinic } from './mixed-efroach-vet-clinic';
import { mixedOfekBeachParking } from './mixed-ofek-beach-parking';
import { mixedSufaTruckStopFuel } from './mixed-sufa-truck-stop-fuel';

/** The hundred-and-eighth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-107. */
export const HELD_OUT_108: Layout[] = [
  heKurkumSpiceTill,
  heTzinaAirconServiceInvoice,
  heDagitFishRestaurantBill,
  heGafrurGasBill,
  heChatzatzThreePageInvoice,
  heAdashaOpticsCreditNote,
  heShtilNurseryOnlineOrder,
  hePaamonMobileBill,
  enDolevGuesthouseFolio,
  enTzintzenetEurInvoice,
  enKaveretCoworkingInvoice,
  enDavshaBikeShopTill,
  mixedOfekBeachParking,
  mixedSufaTruckStopFuel,
  mixedEfroachVetClinic,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h108-';
