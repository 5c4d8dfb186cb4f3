import type { InventoryType } from '@fieldbook/domain/inventory/inventory.constants';

/**
 * The prefill catalogue: common Australian trade services and products a new business adds to its
 * price list in a few clicks. Rows: code, name, type, category (system type id), common. Ids and
 * priorities follow the order here: add rows at the end and never reorder or remove one, as items
 * remember the id they came from.
 */
type Row = readonly [code: string, name: string, type: 'S' | 'P', category: number, common?: true];

const ROWS: readonly Row[] = [
  // The Common group: what nearly every trade business charges for.
  ['CALLOUT', 'Call-out fee', 'S', 1, true],
  ['LABOUR-HR', 'Labour (per hour)', 'S', 1, true],
  ['AFTER-HOURS', 'After-hours surcharge', 'S', 1, true],
  ['TRAVEL', 'Travel (per kilometre)', 'S', 1, true],
  ['QUOTE-SITE', 'On-site quote', 'S', 1, true],
  ['MATERIALS', 'Sundry materials', 'P', 1, true],
  ['DISPOSAL', 'Waste disposal', 'S', 1, true],
  ['INSPECTION', 'General inspection', 'S', 6, true],
  ['EMERGENCY', 'Emergency call-out', 'S', 1, true],
  ['PARKING', 'Parking and tolls', 'S', 1, true],
  // Plumbing.
  ['BLOCKED-DRAIN', 'Clear blocked drain', 'S', 2],
  ['CCTV-DRAIN', 'CCTV drain inspection', 'S', 2],
  ['JET-CLEAN', 'High-pressure drain jetting', 'S', 2],
  ['HWS-ELEC-250', 'Electric hot water system 250 L', 'P', 2],
  ['HWS-GAS-135', 'Gas hot water system 135 L', 'P', 2],
  ['HWS-HEATPUMP', 'Heat pump hot water system', 'P', 2],
  ['HWS-INSTALL', 'Hot water system installation', 'S', 2],
  ['HWS-SERVICE', 'Hot water system service', 'S', 2],
  ['TAP-WASHER', 'Replace tap washer', 'S', 2],
  ['TAP-MIXER', 'Mixer tap supply and install', 'P', 2],
  ['TOILET-CISTERN', 'Toilet cistern repair', 'S', 2],
  ['TOILET-SUITE', 'Toilet suite supply and install', 'P', 2],
  ['LEAK-DETECT', 'Leak detection', 'S', 2],
  ['GAS-LEAK', 'Gas leak test and repair', 'S', 2],
  ['GAS-COMPLIANCE', 'Gas compliance certificate', 'S', 2],
  ['BACKFLOW-TEST', 'Backflow prevention test', 'S', 2],
  ['PIPE-COPPER-15', 'Copper pipe 15 mm (per metre)', 'P', 10],
  ['PIPE-PVC-100', 'PVC pipe 100 mm (per metre)', 'P', 10],
  ['ELBOW-15', 'Copper elbow 15 mm', 'P', 10],
  ['BALL-VALVE-20', 'Ball valve 20 mm', 'P', 10],
  ['PTFE-TAPE', 'Thread seal tape', 'P', 10],
  ['ROOF-GUTTER', 'Gutter repair', 'S', 2],
  ['STORMWATER', 'Stormwater drain repair', 'S', 2],
  ['WATER-FILTER', 'Water filter installation', 'S', 2],
  // Electrical.
  ['GPO-DOUBLE', 'Double power point supply and install', 'P', 3],
  ['GPO-REPAIR', 'Power point repair', 'S', 3],
  ['LED-DOWNLIGHT', 'LED downlight supply and install', 'P', 3],
  ['LIGHT-FITTING', 'Light fitting installation', 'S', 3],
  ['SMOKE-ALARM', 'Smoke alarm (240 V) supply and install', 'P', 3],
  ['SMOKE-TEST', 'Smoke alarm compliance check', 'S', 3],
  ['RCD-TEST', 'Safety switch (RCD) test', 'S', 3],
  ['RCD-INSTALL', 'Safety switch supply and install', 'P', 3],
  ['SWITCHBOARD', 'Switchboard upgrade', 'S', 3],
  ['CEILING-FAN', 'Ceiling fan installation', 'S', 3],
  ['FAULT-FIND', 'Electrical fault finding', 'S', 3],
  ['TEST-TAG', 'Test and tag (per item)', 'S', 3],
  ['DATA-POINT', 'Data point installation', 'S', 3],
  ['EV-CHARGER', 'EV charger installation', 'S', 3],
  ['CABLE-TPS-2.5', 'TPS cable 2.5 mm (per metre)', 'P', 3],
  ['COC-ELECTRICAL', 'Certificate of electrical safety', 'S', 3],
  // Pest control.
  ['GENERAL-PEST', 'General pest treatment', 'S', 4],
  ['TERMITE-INSPECT', 'Timber pest inspection (AS 4349.3)', 'S', 4],
  ['TERMITE-BARRIER', 'Chemical termite barrier', 'S', 4],
  ['TERMITE-BAIT', 'Termite baiting system', 'S', 4],
  ['TERMITE-STATION', 'Termite monitoring station', 'P', 4],
  ['RODENT', 'Rodent control', 'S', 4],
  ['RODENT-STATION', 'Lockable rodent bait station', 'P', 4],
  ['COCKROACH', 'Cockroach treatment', 'S', 4],
  ['SPIDER', 'Spider treatment', 'S', 4],
  ['ANT', 'Ant treatment', 'S', 4],
  ['FLEA', 'Flea treatment', 'S', 4],
  ['WASP-NEST', 'Wasp nest removal', 'S', 4],
  ['BED-BUG', 'Bed bug treatment', 'S', 4],
  ['POSSUM', 'Possum relocation', 'S', 4],
  ['BIRD-PROOF', 'Bird proofing', 'S', 4],
  ['BIFENTHRIN-1L', 'Bifenthrin 100 g/L concentrate 1 L', 'P', 9],
  ['FIPRONIL-1L', 'Fipronil 100 g/L concentrate 1 L', 'P', 9],
  ['IMIDACLOPRID-1L', 'Imidacloprid 200 g/L concentrate 1 L', 'P', 9],
  ['GEL-BAIT', 'Cockroach gel bait 30 g', 'P', 9],
  ['RODENT-BLOCKS', 'Rodent bait blocks 1 kg', 'P', 9],
  ['INSECT-DUST', 'Insecticide dust 500 g', 'P', 9],
  // Cleaning.
  ['CLEAN-REGULAR', 'Regular house clean', 'S', 5],
  ['CLEAN-END-LEASE', 'End of lease clean', 'S', 5],
  ['CLEAN-OFFICE', 'Office clean', 'S', 5],
  ['CLEAN-CARPET', 'Carpet steam clean (per room)', 'S', 5],
  ['CLEAN-WINDOW', 'Window cleaning', 'S', 5],
  ['CLEAN-OVEN', 'Oven clean', 'S', 5],
  ['CLEAN-PRESSURE', 'Pressure cleaning (per square metre)', 'S', 5],
  ['CLEAN-TILE-GROUT', 'Tile and grout clean', 'S', 5],
  ['CLEAN-UPHOLSTERY', 'Upholstery clean', 'S', 5],
  ['CLEAN-BUILDERS', 'Builders clean', 'S', 5],
  ['CLEAN-GUTTER', 'Gutter clean', 'S', 5],
  ['CLEAN-MOULD', 'Mould treatment', 'S', 5],
  ['DETERGENT-5L', 'Detergent 5 L', 'P', 5],
  ['MICROFIBRE', 'Microfibre cloths (pack of 10)', 'P', 5],
  // Building inspection.
  ['PRE-PURCHASE', 'Pre-purchase building inspection', 'S', 6],
  ['BUILD-PEST', 'Combined building and pest inspection', 'S', 6],
  ['PRE-HANDOVER', 'Pre-handover inspection', 'S', 6],
  ['DILAPIDATION', 'Dilapidation report', 'S', 6],
  ['POOL-SAFETY', 'Pool safety inspection', 'S', 6],
  ['ASBESTOS', 'Asbestos inspection', 'S', 6],
  ['STAGE-INSPECT', 'Construction stage inspection', 'S', 6],
  ['MOISTURE-SCAN', 'Thermal and moisture scan', 'S', 6],
  ['REPORT-REISSUE', 'Report reissue', 'S', 6],
  ['ROOF-INSPECT', 'Roof void inspection', 'S', 6],
  // Air conditioning.
  ['AC-SERVICE', 'Split system service', 'S', 7],
  ['AC-INSTALL', 'Split system installation', 'S', 7],
  ['AC-SPLIT-2.5', 'Split system 2.5 kW', 'P', 7],
  ['AC-SPLIT-7.1', 'Split system 7.1 kW', 'P', 7],
  ['AC-DUCTED-SVC', 'Ducted system service', 'S', 7],
  ['AC-REGAS', 'Refrigerant regas', 'S', 7],
  ['AC-FILTER', 'Filter replacement', 'P', 7],
  ['AC-REPAIR', 'Air conditioner repair', 'S', 7],
  ['AC-REMOVAL', 'Air conditioner removal', 'S', 7],
  ['EVAP-SERVICE', 'Evaporative cooler service', 'S', 7],
  // Gardening.
  ['LAWN-MOW', 'Lawn mowing', 'S', 8],
  ['HEDGE-TRIM', 'Hedge trimming', 'S', 8],
  ['GREEN-WASTE', 'Green waste removal', 'S', 8],
  ['MULCH-M3', 'Mulch (per cubic metre)', 'P', 8],
  ['WEED-CONTROL', 'Weed control', 'S', 8],
  ['TREE-PRUNE', 'Tree pruning', 'S', 8],
  ['STUMP-GRIND', 'Stump grinding', 'S', 8],
  ['IRRIGATION', 'Irrigation repair', 'S', 8],
  ['FERTILISE', 'Lawn fertilising', 'S', 8],
  ['TURF-M2', 'Turf supply (per square metre)', 'P', 8],
  ['GARDEN-TIDY', 'Garden tidy-up', 'S', 8],
  ['LEAF-BLOW', 'Leaf blowing and clean-up', 'S', 8],
  // General trade.
  ['HANDYMAN-HR', 'Handyman (per hour)', 'S', 1],
  ['ASSEMBLY', 'Furniture assembly', 'S', 1],
  ['LOCKS', 'Lock change', 'S', 1],
  ['SILICONE', 'Re-silicone wet area', 'S', 1],
  ['PATCH-PAINT', 'Plaster patch and paint', 'S', 1],
  ['MINIMUM-CHARGE', 'Minimum charge', 'S', 1],
  ['CANCEL-FEE', 'Late cancellation fee', 'S', 1],
  ['ADMIN-FEE', 'Administration fee', 'S', 1],
  ['CREDIT-CARD-FEE', 'Card payment surcharge', 'S', 1],
  ['WARRANTY', 'Warranty call', 'S', 1],
];

export interface PrefillDefaultData {
  id: number;
  code: string;
  name: string;
  type: InventoryType;
  isPriority: boolean;
  priority: number;
  systemTypeId: number;
}

export const PREFILL_CATALOGUE: PrefillDefaultData[] = ROWS.map(([code, name, type, category, common], index) => ({
  id: index + 1,
  code,
  name,
  type: type === 'S' ? 'SERVICE' : 'PRODUCT',
  isPriority: common === true,
  priority: (index + 1) * 10,
  systemTypeId: category,
}));
