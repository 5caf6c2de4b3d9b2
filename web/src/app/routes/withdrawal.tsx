/** Placeholder until the screen is built. */
export function Component() {
  return null;
}
