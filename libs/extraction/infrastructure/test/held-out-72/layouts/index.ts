import { Layout } from '../../generalisation/kit';
import { enCapeVerdeDiveCylinderTestingInvoice } from './en-cape-verde-dive-cylinder-testing-invoice';
import { enFijiReefEcologyConsultancyInvoice } from './en-fiji-reef-ecology-consultancy-invoice';
import { enSaintLuciaBatikStudioInvoice } from './en-saint-lucia-batik-studio-invoice';
import { enVacuumPumpOverhaulInvoice } from './en-vacuum-pump-overhaul-invoice';
import { heCarbonationCo2MonthlyBill } from './he-carbonation-co2-monthly-bill';
import { heGardenShedStoreCreditNote } from './he-garden-shed-store-credit-note';
import { heMaalotTarshihaHotelFolio } from './he-maalot-tarshiha-hotel-folio';
import { heRussianGroceryTill } from './he-russian-grocery-till';
import { heSaladsFactoryTwoPage } from './he-salads-factory-two-page';
import { heSichuanRestaurantBill } from './he-sichuan-restaurant-bill';
import { heSnakeCatcherCalloutInvoice } from './he-snake-catcher-callout-invoice';
import { heWeightedBlanketWebshopOrder } from './he-weighted-blanket-webshop-order';
import { mixedHolonMediathequeCarParkReceipt } from './mixed-holon-mediatheque-car-park-receipt';
import { mixedJetSkiRentalReceipt } from './mixed-jet-ski-rental-receipt';
import { mixedShoketJunctionFuelSlip } from './mixed-shoket-junction-fuel-slip';

/** The seventy-second held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-71. */
export const HELD_OUT_72: Layout[] = [
  heRussianGroceryTill,
  heSichuanRestaurantBill,
  heCarbonationCo2MonthlyBill,
  heSnakeCatcherCalloutInvoice,
  heMaalotTarshihaHotelFolio,
  heWeightedBlanketWebshopOrder,
  heSaladsFactoryTwoPage,
  heGardenShedStoreCreditNote,
  enFijiReefEcologyConsultancyInvoice,
  enCapeVerdeDiveCylinderTestingInvoice,
  enSaintLuciaBatikStudioInvoice,
  enVacuumPumpOverhaulInvoice,
  mixedShoketJunctionFuelSlip,
  mixedHolonMediathequeCarParkReceipt,
  mixedJetSkiRentalReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h72-';
