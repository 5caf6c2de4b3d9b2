/** Browser and operating system read from a User-Agent, for people to read. */
export interface UserAgentSummary {
  /** e.g. "Chrome 131", "Firefox 133", "Safari 17"; null when unknown. */
  browser: string | null;
  /** e.g. "Windows", "macOS", "Android 14", "iOS 17"; null when unknown. */
  os: string | null;
}

// Order matters: Edge, Opera, Samsung and others also say "Chrome", Chrome
// also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\bYaBrowser\/(\d+)/, 'Yandex'],
  [/\bVivaldi\/(\d+)/, 'Vivaldi'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\bCriOS\/(\d+)/, 'Chrome'],
  [/\bHeadlessChrome\/(\d+)/, 'Chrome'],
  [/\bChrome\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)(?:[.\d]*) (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  [/\bcurl\/(\d+)/, 'curl'],
  [/\bnode(?:-fetch)?\b|\bundici\b/, 'Node.js'],
];

function windowsName(version: string): string {
  const names: Record<string, string> = {
    '10.0': 'Windows',
    '6.3': 'Windows 8.1',
    '6.2': 'Windows 8',
    '6.1': 'Windows 7',
  };
  return names[version] ?? 'Windows';
}

function osOf(ua: string): string | null {
  const windows = /\bWindows NT (\d+\.\d+)/.exec(ua);
  if (windows?.[1]) {
    return windowsName(windows[1]);
  }
  const ios = /\b(?:iPhone|iPad|iPod).*? OS (\d+)[_\d]* like Mac OS X/.exec(ua);
  if (ios?.[1]) {
    return `iOS ${ios[1]}`;
  }
  const android = /\bAndroid (\d+)/.exec(ua);
  if (android?.[1]) {
    return `Android ${android[1]}`;
  }
  if (/\bAndroid\b/.test(ua)) {
    return 'Android';
  }
  if (/\bCrOS\b/.test(ua)) {
    return 'ChromeOS';
  }
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) {
    return 'macOS';
  }
  if (/\b(?:Tizen|Web0S|webOS|SMART-TV|SmartTV)\b/i.test(ua)) {
    return 'Smart TV';
  }
  if (/\bLinux\b|\bX11\b/.test(ua)) {
    return 'Linux';
  }
  return null;
}

/**
 * A short, readable summary of a User-Agent ("Firefox 133", "Android 14").
 * Only letters, digits and spaces from known names come out, never the raw
 * header, so nothing a client sends is shown as is.
 */
export function summariseUserAgent(ua: string): UserAgentSummary {
  let browser: string | null = null;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      browser = match[1] ? `${name} ${match[1]}` : name;
      break;
    }
  }
  return { browser, os: osOf(ua) };
}
