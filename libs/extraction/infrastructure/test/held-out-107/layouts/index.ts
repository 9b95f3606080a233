import { Layout } from '../../generalisation/kit';
import { enEzovBistroBill } from './en-ezov-bistro-bill';
import { enGvishHotelFolio } from './en-gvish-hotel-folio';
import { enMifrasGbpInvoice } from './en-mifras-gbp-invoice';
import { enRakiaBroadbandBill } from './en-rakia-broadband-bill';
import { heBoregHardwareTill } from './he-boreg-hardware-till';
import { heEinotWaterBill } from './he-einot-water-bill';
import { heKalafTwoPageInvoice } from './he-kalaf-two-page-invoice';
import { heKfirPetOnlineOrder } from './he-kfir-pet-online-order';
import { heMisholFuelStation } from './he-mishol-fuel-station';
import { hePinkasAccountingInvoice } from './he-pinkas-accounting-invoice';
import { heShesekRestaurantBill } from './he-shesek-restaurant-bill';
import { heTiltanCreditNote } from './he-tiltan-credit-note';
import { mixedAmudCityParking } from './mixed-amud-city-parking';
import { mixedKeshetMinimarketTill } from './mixed-keshet-minimarket-till';
import { mixedZoharElectricityBill } from './mixed-zohar-electricity-bill';

/** The hundred-and-seventh held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-106. */
export const HELD_OUT_107: Layout[] = [
  heBoregHardwareTill,
  heEinotWaterBill,
  heShesekRestaurantBill,
  heMisholFuelStation,
  heKalafTwoPageInvoice,
  heTiltanCreditNote,
  hePinkasAccountingInvoice,
  heKfirPetOnlineOrder,
  enRakiaBroadbandBill,
  enGvishHotelFolio,
  enMifrasGbpInvoice,
  enEzovBistroBill,
  mixedAmudCityParking,
  mixedZoharElectricityBill,
  mixedKeshetMinimarketTill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h107-';
