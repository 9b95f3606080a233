import { Layout } from '../../generalisation/kit';
import { enGreekHotelInvoice } from './en-greek-hotel-invoice';
import { enPhotographyStudio } from './en-photography-studio';
import { enUkOnlineShopOrder } from './en-uk-online-shop-order';
import { enUsSoftwareLicence } from './en-us-software-licence';
import { heBarberReceipt } from './he-barber-receipt';
import { heCarWashSlip } from './he-car-wash-slip';
import { heElectricianServiceCall } from './he-electrician-service-call';
import { heFalafelStandTill } from './he-falafel-stand-till';
import { heFloristOrder } from './he-florist-order';
import { heMusicSchoolMonthly } from './he-music-school-monthly';
import { hePetFoodTill } from './he-pet-food-till';
import { heStationerySchoolTill } from './he-stationery-school-till';
import { heWaterDeliveryBill } from './he-water-delivery-bill';
import { mixedEscapeRoomBooking } from './mixed-escape-room-booking';
import { mixedTyreShopInvoice } from './mixed-tyre-shop-invoice';

/** The sixth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-5. */
export const HELD_OUT_6: Layout[] = [
  hePetFoodTill,
  heBarberReceipt,
  heElectricianServiceCall,
  heFloristOrder,
  heStationerySchoolTill,
  heCarWashSlip,
  heMusicSchoolMonthly,
  heWaterDeliveryBill,
  heFalafelStandTill,
  enGreekHotelInvoice,
  enUsSoftwareLicence,
  enUkOnlineShopOrder,
  enPhotographyStudio,
  mixedEscapeRoomBooking,
  mixedTyreShopInvoice,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h6-';
