/**
 * Leaving the app for a page the server serves on its own (the sign-in
 * page): a full page load, in place of the current history entry. Tests
 * replace `load` to see where the app went.
 */
export const pageNavigation = {
  load(url: string): void {
    window.location.replace(url);
  },
};
