import { BILLING_CYCLES, fromCents, toCents } from '@members/contract';
import type {
  BillingCycle,
  ConnectionChoice,
  Currency,
} from '@members/contract';

import { getClientCurrency, getClientProfile } from '../../domain/client.js';
import type { ServerDeps } from '../../http/feature.js';
import type { GetProductsReply, WhmcsService } from '../../whmcs/index.js';

/**
 * What adding a connection needs. The connections' use cases share it and
 * the helpers below (the line, its connections option, the quote); each use
 * case has its own module: the options and the order.
 */
export type ConnectionsDeps = Pick<
  ServerDeps,
  'whmcs' | 'config' | 'cache' | 'stores' | 'logger'
>;

type ProductOption =
  GetProductsReply['products'][number]['configoptions'][number];
type OptionChoice = ProductOption['options'][number];

/** A line's connections option: the option, the current choice and the line's cycle. */
export interface LineConnections {
  service: WhmcsService;
  currency: Currency;
  option: ProductOption;
  current: OptionChoice;
  cycle: BillingCycle;
}

/**
 * Loads one of the client's lines, whatever its status: the declarations'
 * own (another client's line and an unknown id answer 404 alike).
 */
export { loadOwnService } from '../../domain/declarations.js';

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The line's billing cycle as a price key (`Semi-Annually` → `semiannually`). */
function cycleOf(service: WhmcsService): BillingCycle | undefined {
  const plain = service.billingcycle.toLowerCase().replace(/[^a-z]/g, '');
  return BILLING_CYCLES.find((cycle) => cycle === plain);
}

/**
 * The connections option of an Active line (CONNECTIONS_OPTION, by name) and
 * its current choice, from GetClientsProducts and GetProducts; null when the
 * line is not Active, has no recurring cycle or its product has no such option.
 */
export async function loadLineConnections(
  deps: ConnectionsDeps,
  clientId: number,
  service: WhmcsService,
): Promise<LineConnections | null> {
  const name = deps.config.connections.optionName;
  const chosen = service.configoptions.find((row) =>
    sameName(row.option, name),
  );
  const cycle = cycleOf(service);
  if (service.status !== 'Active' || !chosen || !cycle) {
    return null;
  }
  const products = await deps.whmcs.getProducts({ pid: String(service.pid) });
  const option = products.products
    .find((product) => product.pid === service.pid)
    ?.configoptions.find((candidate) => candidate.id === chosen.id);
  const current = option?.options.find((choice) =>
    sameName(choice.name, chosen.value),
  );
  if (!option || !current) {
    return null;
  }
  const profile = await getClientProfile(deps, clientId);
  const currency = await getClientCurrency(deps, profile);
  return { service, currency, option, current, cycle };
}

/** The number of connections a choice names (`3 connections` → 3); else its place. */
export function connectionsOf(option: ProductOption, choice: OptionChoice) {
  const named = /\d+/.exec(choice.name)?.[0];
  return named
    ? Math.max(1, Number(named))
    : option.options.findIndex((candidate) => candidate.id === choice.id) + 1;
}

/** A choice's price per cycle of the line, in cents, in the client's currency. */
function choicePrice(line: LineConnections, choice: OptionChoice): number {
  const price = choice.pricing[line.currency.code]?.[line.cycle];
  return price === undefined ? 0 : Math.max(0, toCents(price));
}

/** What the line costs per cycle with a choice, from the next renewal on. */
export function recurringWith(
  line: LineConnections,
  choice: OptionChoice,
): string {
  return fromCents(
    toCents(line.service.recurringamount) +
      choicePrice(line, choice) -
      choicePrice(line, line.current),
  );
}

/** The choices above the current one, fewest connections first. */
export function higherChoices(line: LineConnections): OptionChoice[] {
  const now = connectionsOf(line.option, line.current);
  return line.option.options
    .filter((choice) => connectionsOf(line.option, choice) > now)
    .sort(
      (a, b) => connectionsOf(line.option, a) - connectionsOf(line.option, b),
    );
}

/** What WHMCS asks now for a choice (UpgradeProduct type=configoptions, calconly). */
export async function quoteChoice(
  deps: ConnectionsDeps,
  line: LineConnections,
  choice: OptionChoice,
): Promise<{ dueNow: string; inProgress: boolean }> {
  const reply = await deps.whmcs.upgradeProduct({
    serviceid: line.service.id,
    type: 'configoptions',
    configoptions: { [line.option.id]: choice.id },
    calconly: true,
  });
  return {
    dueNow: fromCents(Math.max(0, toCents(reply.total))),
    inProgress: reply.upgradeinprogress,
  };
}

/** A choice as the contract shows it, priced. */
export function presentChoice(
  line: LineConnections,
  choice: OptionChoice,
  dueNow: string,
): ConnectionChoice {
  return {
    choiceId: choice.id,
    connections: connectionsOf(line.option, choice),
    label: choice.name,
    recurringAmount: recurringWith(line, choice),
    dueNow,
  };
}
