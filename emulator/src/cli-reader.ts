/** Flag values as `parseArgs` reads them, by flag name without the dashes. */
export type CliValues = Record<string, string | boolean | undefined>;

/** The process environment, or a stand-in for it. */
export type Env = Record<string, string | undefined>;

/** Reads flags and environment variables (flags win), collecting every problem found. */
export interface CliReader {
  readonly values: CliValues;
  readonly env: Env;
  /** Each problem found so far, one line per flag or variable. */
  readonly problems: string[];
  /** The flag's value, else the variable's non-empty value, with where it came from. */
  readonly pick: (
    flag: string,
    variable: string,
  ) => [string, string] | undefined;
  /** A whole number from `min` to `max`, else `fallback` (and a problem when set but wrong). */
  readonly readInt: (
    flag: string,
    variable: string,
    fallback: number,
    min: number,
    max: number,
  ) => number;
  /** An http(s) URL without its trailing slashes, else undefined. */
  readonly readUrl: (flag: string, variable: string) => string | undefined;
}

/** Makes a {@link CliReader} over the given flags and environment, with no problems yet. */
export function createCliReader(values: CliValues, env: Env): CliReader {
  const problems: string[] = [];
  const pick = (
    flag: string,
    variable: string,
  ): [string, string] | undefined => {
    const fromFlag = values[flag];
    if (typeof fromFlag === 'string') {
      return [`--${flag}`, fromFlag];
    }
    const fromEnv = env[variable];
    return fromEnv !== undefined && fromEnv !== ''
      ? [variable, fromEnv]
      : undefined;
  };
  const readInt = (
    flag: string,
    variable: string,
    fallback: number,
    min: number,
    max: number,
  ): number => {
    const found = pick(flag, variable);
    if (!found) {
      return fallback;
    }
    const [source, raw] = found;
    const value = Number(raw);
    if (!/^\d+$/.test(raw.trim()) || value < min || value > max) {
      problems.push(
        `${source}: "${raw}" must be a whole number from ${min} to ${max}`,
      );
      return fallback;
    }
    return value;
  };
  const readUrl = (flag: string, variable: string): string | undefined => {
    const found = pick(flag, variable);
    if (!found) {
      return undefined;
    }
    const [source, raw] = found;
    if (!/^https?:\/\/[^\s/]+/.test(raw)) {
      problems.push(`${source}: "${raw}" must be an http(s) URL`);
      return undefined;
    }
    return raw.replace(/\/+$/, '');
  };
  return { values, env, problems, pick, readInt, readUrl };
}
