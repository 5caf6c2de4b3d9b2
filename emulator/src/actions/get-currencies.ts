import { listCurrencies } from '../db/catalog.js';

import { successReply, type ActionContext, type ActionReply } from './types.js';

/**
 * GetCurrencies: every currency, nested as `currencies.currency[]` (the live form,
 * not the documentation's flattened keys).
 * @see https://developers.whmcs.com/api-reference/getcurrencies/
 */
export function getCurrencies({ db }: ActionContext): ActionReply {
  const currencies = listCurrencies(db).map((currency) => ({
    id: String(currency.id),
    code: currency.code,
    prefix: currency.prefix,
    suffix: currency.suffix,
    format: String(currency.format),
    rate: currency.rate,
  }));
  return successReply({
    totalresults: String(currencies.length),
    currencies: { currency: currencies },
  });
}
