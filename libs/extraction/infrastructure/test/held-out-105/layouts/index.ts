import { Layout } from '../../generalisation/kit';
import { enGrachtRestaurantBill } from './en-gracht-restaurant-bill';
import { enNarkisConsultingInvoice } from './en-narkis-consulting-invoice';
import { enReienHotelFolio } from './en-reien-hotel-folio';
import { enShekefOnlineOrder } from './en-shekef-online-order';
import { heBuchnaGarageInvoice } from './he-buchna-garage-invoice';
import { heMaavadCreditNote } from './he-maavad-credit-note';
import { heMaayanWaterBill } from './he-maayan-water-bill';
import { heMasmerHardwareTill } from './he-masmer-hardware-till';
import { heMehadekTwoPageInvoice } from './he-mehadek-two-page-invoice';
import { heOrbitaInternetBill } from './he-orbita-internet-bill';
import { heRakefetCafeBill } from './he-rakefet-cafe-bill';
import { heRavidFuelReceipt } from './he-ravid-fuel-receipt';
import { mixedMitkanPhoneShopTill } from './mixed-mitkan-phone-shop-till';
import { mixedNofarParking } from './mixed-nofar-parking';
import { mixedTiyulHostelFolio } from './mixed-tiyul-hostel-folio';

/** The hundred-and-fifth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-104. */
export const HELD_OUT_105: Layout[] = [
  heMasmerHardwareTill,
  heMaayanWaterBill,
  heRakefetCafeBill,
  heMehadekTwoPageInvoice,
  heMaavadCreditNote,
  heRavidFuelReceipt,
  heOrbitaInternetBill,
  heBuchnaGarageInvoice,
  enReienHotelFolio,
  enGrachtRestaurantBill,
  enNarkisConsultingInvoice,
  enShekefOnlineOrder,
  mixedNofarParking,
  mixedTiyulHostelFolio,
  mixedMitkanPhoneShopTill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h105-';
