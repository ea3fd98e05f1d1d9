/**
 * What unlocking a lead costs, in credits (docs/product/back-office.md#price-rule): one written rule, the same
 * for the server that debits it and the page that shows it before the provider confirms.
 *
 * A lead is worth what the couple means to buy: the service they ask for sets the base, and what they plan to
 * spend on the planner (the lower bound of their planner-budget range) adds to it. A brief that names neither
 * costs the least, so a vague lead is never the dearest.
 */

/** The base price by the service the couple asks for; a service type the table lacks costs the base of none. */
export const SERVICE_BASE_PRICE: Readonly<Record<string, number>> = {
  'full-service': 5,
  'partial-planning': 4,
  'day-of-coordination': 3,
};

/** The base price of a lead that names no service (or one this table does not know yet). */
export const UNNAMED_SERVICE_BASE_PRICE = 3;

/**
 * What the planner budget adds: the first step whose `from` (euros) the range's lower bound reaches. The steps
 * follow the planner-budget ranges (server/seed/catalog-data.ts); a range below 1 500 € or none adds nothing.
 */
export const PLANNER_BUDGET_STEPS: readonly { readonly from: number; readonly add: number }[] = [
  { from: 8_000, add: 4 },
  { from: 5_000, add: 3 },
  { from: 3_000, add: 2 },
  { from: 1_500, add: 1 },
];

export interface PricedLead {
  /** The service type's slug, or null when the brief names none. */
  readonly serviceType: string | null;
  /** The lower bound (euros) of the couple's planner-budget range, or null when none is given. */
  readonly plannerBudgetMin: number | null;
}

/** The credits unlocking this lead costs: 3 to 9. */
export function leadPrice({ serviceType, plannerBudgetMin }: PricedLead): number {
  const base =
    serviceType === null
      ? UNNAMED_SERVICE_BASE_PRICE
      : (SERVICE_BASE_PRICE[serviceType] ?? UNNAMED_SERVICE_BASE_PRICE);
  const step =
    plannerBudgetMin === null ? undefined : PLANNER_BUDGET_STEPS.find(({ from }) => plannerBudgetMin >= from);
  return base + (step?.add ?? 0);
}
