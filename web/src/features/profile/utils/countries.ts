import { LOCALE_TAGS } from '@members/contract';
import type { Locale } from '@members/contract';

/** The 249 officially assigned ISO 3166-1 alpha-2 codes, as WHMCS stores a country. */
const ISO_COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG ' +
  'BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI ' +
  'CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ' +
  'ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ ' +
  'GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT ' +
  'JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS ' +
  'LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU ' +
  'MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG ' +
  'PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG ' +
  'SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK ' +
  'TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU ' +
  'WF WS YE YT ZA ZM ZW'
).split(' ');

/** A country to choose: its code, and its name in the customer's language. */
export interface CountryOption {
  value: string;
  label: string;
}

/**
 * Every country by its name in `locale` (the browser's own names, no list
 * to ship), sorted as that language sorts. A code WHMCS holds that is not
 * in the list (Kosovo's XK, say) is kept as a choice, so saving another
 * section never changes it.
 */
export function countryOptions(
  locale: Locale,
  current: string,
): CountryOption[] {
  const tag = LOCALE_TAGS[locale];
  const names = new Intl.DisplayNames([tag], { type: 'region' });
  const codes =
    current && !ISO_COUNTRY_CODES.includes(current)
      ? [...ISO_COUNTRY_CODES, current]
      : ISO_COUNTRY_CODES;
  const collator = new Intl.Collator(tag);
  return codes
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
