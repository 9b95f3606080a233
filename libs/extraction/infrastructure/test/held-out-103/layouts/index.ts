import { Layout } from '../../generalisation/kit';
import { enMerhavTaxInvoice } from './en-merhav-tax-invoice';
import { enPundaRestaurantBill } from './en-punda-restaurant-bill';
import { enTofoDiveInvoice } from './en-tofo-dive-invoice';
import { enTzlilTelecomBill } from './en-tzlil-telecom-bill';
import { heGvilimOnlineOrder } from './he-gvilim-online-order';
import { heKalanitHotelFolio } from './he-kalanit-hotel-folio';
import { heKursaCreditNote } from './he-kursa-credit-note';
import { heMavchenaTwoPageInvoice } from './he-mavchena-two-page-invoice';
import { heMigrashParking } from './he-migrash-parking';
import { hePelegWaterBill } from './he-peleg-water-bill';
import { heSahraFuelTill } from './he-sahra-fuel-till';
import { heShifaPharmacyTill } from './he-shifa-pharmacy-till';
import { mixedMitanEvCharging } from './mixed-mitan-ev-charging';
import { mixedReiyaOpticianTill } from './mixed-reiya-optician-till';
import { mixedSayyaraGarageInvoice } from './mixed-sayyara-garage-invoice';

/** The hundred-and-third held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-102. */
export const HELD_OUT_103: Layout[] = [
  heShifaPharmacyTill,
  hePelegWaterBill,
  heKalanitHotelFolio,
  heMavchenaTwoPageInvoice,
  heSahraFuelTill,
  heMigrashParking,
  heGvilimOnlineOrder,
  heKursaCreditNote,
  enTzlilTelecomBill,
  enMerhavTaxInvoice,
  enTofoDiveInvoice,
  enPundaRestaurantBill,
  mixedReiyaOpticianTill,
  mixedSayyaraGarageInvoice,
  mixedMitanEvCharging,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h103-';
