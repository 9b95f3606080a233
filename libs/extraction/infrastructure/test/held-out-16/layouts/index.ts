import { Layout } from '../../generalisation/kit';
import { enEsimTravelDataInvoice } from './en-esim-travel-data-invoice';
import { enGreekYachtCharterInvoice } from './en-greek-yacht-charter-invoice';
import { enIllustratorReceipt } from './en-illustrator-receipt';
import { enUkAuctionHouseInvoice } from './en-uk-auction-house-invoice';
import { heBuildingMaterialsMultipage } from './he-building-materials-multipage';
import { heCameraWebshopOrder } from './he-camera-webshop-order';
import { heHealthFoodStoreTill } from './he-health-food-store-till';
import { heMusicalInstrumentsCreditNote } from './he-musical-instruments-credit-note';
import { heNoodleBarBill } from './he-noodle-bar-bill';
import { heParkingAppMonthlyInvoice } from './he-parking-app-monthly-invoice';
import { hePrivateElectricityBill } from './he-private-electricity-bill';
import { heSecurityGuardsInvoice } from './he-security-guards-invoice';
import { mixedKayakRentalSlip } from './mixed-kayak-rental-slip';
import { mixedKibbutzHotelFolio } from './mixed-kibbutz-hotel-folio';
import { mixedLaserClinicInvoice } from './mixed-laser-clinic-invoice';

/** The sixteenth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-15. */
export const HELD_OUT_16: Layout[] = [
  heHealthFoodStoreTill,
  heNoodleBarBill,
  hePrivateElectricityBill,
  heParkingAppMonthlyInvoice,
  heSecurityGuardsInvoice,
  heBuildingMaterialsMultipage,
  heMusicalInstrumentsCreditNote,
  heCameraWebshopOrder,
  enUkAuctionHouseInvoice,
  enGreekYachtCharterInvoice,
  enIllustratorReceipt,
  enEsimTravelDataInvoice,
  mixedKibbutzHotelFolio,
  mixedKayakRentalSlip,
  mixedLaserClinicInvoice,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h16-';
