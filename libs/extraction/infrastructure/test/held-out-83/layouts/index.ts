import { Layout } from '../../generalisation/kit';
import { enAthensKomboloiShopTill } from './en-athens-komboloi-shop-till';
import { enExcavationSeasonGbpInvoice } from './en-excavation-season-gbp-invoice';
import { enSpringfieldIllinoisHarmonicaShopTill } from './en-springfield-illinois-harmonica-shop-till';
import { enTampereWinterPloughInvoice } from './en-tampere-winter-plough-invoice';
import { heAwningCreditNote } from './he-awning-credit-note';
import { heCardboardRecyclingPickupBill } from './he-cardboard-recycling-pickup-bill';
import { heDimonaFuelTill } from './he-dimona-fuel-till';
import { heDoulaBirthSupportInvoice } from './he-doula-birth-support-invoice';
import { heFumigationTwoPageInvoice } from './he-fumigation-two-page-invoice';
import { heKhinkaliRestaurantBill } from './he-khinkali-restaurant-bill';
import { hePitzuchiaTill } from './he-pitzuchia-till';
import { heYurtCampFolio } from './he-yurt-camp-folio';
import { mixedCloudPbxMonthlyBill } from './mixed-cloud-pbx-monthly-bill';
import { mixedRaananaPayMachineParking } from './mixed-raanana-pay-machine-parking';
import { mixedTefillinOnlineOrder } from './mixed-tefillin-online-order';

/** The eighty-third held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-82. */
export const HELD_OUT_83: Layout[] = [
  hePitzuchiaTill,
  heKhinkaliRestaurantBill,
  heCardboardRecyclingPickupBill,
  heDoulaBirthSupportInvoice,
  heFumigationTwoPageInvoice,
  heAwningCreditNote,
  heYurtCampFolio,
  heDimonaFuelTill,
  enAthensKomboloiShopTill,
  enTampereWinterPloughInvoice,
  enSpringfieldIllinoisHarmonicaShopTill,
  enExcavationSeasonGbpInvoice,
  mixedCloudPbxMonthlyBill,
  mixedTefillinOnlineOrder,
  mixedRaananaPayMachineParking,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h83-';
