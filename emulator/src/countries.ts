const COUNTRIES: Record<string, { name: string; phoneCode: string }> = {
  AT: { name: 'Austria', phoneCode: '43' },
  BE: { name: 'Belgium', phoneCode: '32' },
  BG: { name: 'Bulgaria', phoneCode: '359' },
  CH: { name: 'Switzerland', phoneCode: '41' },
  CY: { name: 'Cyprus', phoneCode: '357' },
  CZ: { name: 'Czech Republic', phoneCode: '420' },
  DE: { name: 'Germany', phoneCode: '49' },
  DK: { name: 'Denmark', phoneCode: '45' },
  EE: { name: 'Estonia', phoneCode: '372' },
  ES: { name: 'Spain', phoneCode: '34' },
  FI: { name: 'Finland', phoneCode: '358' },
  FR: { name: 'France', phoneCode: '33' },
  GB: { name: 'United Kingdom', phoneCode: '44' },
  GR: { name: 'Greece', phoneCode: '30' },
  HR: { name: 'Croatia', phoneCode: '385' },
  HU: { name: 'Hungary', phoneCode: '36' },
  IE: { name: 'Ireland', phoneCode: '353' },
  IT: { name: 'Italy', phoneCode: '39' },
  LT: { name: 'Lithuania', phoneCode: '370' },
  LU: { name: 'Luxembourg', phoneCode: '352' },
  LV: { name: 'Latvia', phoneCode: '371' },
  MT: { name: 'Malta', phoneCode: '356' },
  NL: { name: 'Netherlands', phoneCode: '31' },
  NO: { name: 'Norway', phoneCode: '47' },
  PL: { name: 'Poland', phoneCode: '48' },
  PT: { name: 'Portugal', phoneCode: '351' },
  RO: { name: 'Romania', phoneCode: '40' },
  SE: { name: 'Sweden', phoneCode: '46' },
  SI: { name: 'Slovenia', phoneCode: '386' },
  SK: { name: 'Slovakia', phoneCode: '421' },
  TR: { name: 'Turkey', phoneCode: '90' },
  US: { name: 'United States', phoneCode: '1' },
  CA: { name: 'Canada', phoneCode: '1' },
};

/** Whether a string is a two-letter ISO country code (any code, known here or not). */
export function isCountryCode(value: string): boolean {
  return /^[A-Z]{2}$/.test(value);
}

/** The English name of a country code, `''` when unknown. */
export function getCountryName(code: string): string {
  return COUNTRIES[code]?.name ?? '';
}

/** The international dialling code of a country (`DE` → `"49"`), `''` when unknown. */
export function getPhoneCode(code: string): string {
  return COUNTRIES[code]?.phoneCode ?? '';
}

/**
 * WHMCS's `+<cc>.<digits>` phone form; a number already starting with `+` keeps its
 * own country code.
 */
export function formatPhoneNumber(phone: string, country: string): string {
  const trimmed = phone.trim();
  if (trimmed === '') {
    return '';
  }
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    const cc = getPhoneCode(country);
    if (cc && digits.startsWith(cc)) {
      return `+${cc}.${digits.slice(cc.length)}`;
    }
    return `+${digits}`;
  }
  const cc = getPhoneCode(country);
  const national = digits.replace(/^0+/, '');
  return cc ? `+${cc}.${national}` : national;
}
