import { Layout } from '../../generalisation/kit';
import { enDayahAircraftMaintenanceUsdInvoice } from './en-dayah-aircraft-maintenance-usd-invoice';
import { enDoharRidingStableInvoice } from './en-dohar-riding-stable-invoice';
import { enTzameretEcoLodgeFolio } from './en-tzameret-eco-lodge-folio';
import { enTzinorFaucetWebshopOrder } from './en-tzinor-faucet-webshop-order';
import { heAfikWaterCorpBill } from './he-afik-water-corp-bill';
import { heGargirSandblastingInvoice } from './he-gargir-sandblasting-invoice';
import { heKorenFiberInternetBill } from './he-koren-fiber-internet-bill';
import { heMatzmedAutoPartsTwoPageInvoice } from './he-matzmed-auto-parts-two-page-invoice';
import { hePkaatYarnShopTill } from './he-pkaat-yarn-shop-till';
import { heReshefSkewerGrillBill } from './he-reshef-skewer-grill-bill';
import { heShrafrafFurnitureStoreCreditNote } from './he-shrafraf-furniture-store-credit-note';
import { heZikFuelAndWashSlip } from './he-zik-fuel-and-wash-slip';
import { mixedLetaaReptileShopTill } from './mixed-letaa-reptile-shop-till';
import { mixedSavonSoapMakingWorkshopInvoice } from './mixed-savon-soap-making-workshop-invoice';
import { mixedShachamCraterCarParkReceipt } from './mixed-shacham-crater-car-park-receipt';

/** The hundred-and-ninth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-108. */
export const HELD_OUT_109: Layout[] = [
  hePkaatYarnShopTill,
  heGargirSandblastingInvoice,
  heAfikWaterCorpBill,
  heKorenFiberInternetBill,
  heMatzmedAutoPartsTwoPageInvoice,
  heShrafrafFurnitureStoreCreditNote,
  heReshefSkewerGrillBill,
  heZikFuelAndWashSlip,
  enTzameretEcoLodgeFolio,
  enDayahAircraftMaintenanceUsdInvoice,
  enTzinorFaucetWebshopOrder,
  enDoharRidingStableInvoice,
  mixedShachamCraterCarParkReceipt,
  mixedLetaaReptileShopTill,
  mixedSavonSoapMakingWorkshopInvoice,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h109-';
