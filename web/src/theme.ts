import { createTheme } from '@mantine/core';
import type { MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#eaf0ff',
  '#d3ddfd',
  '#a5b9f5',
  '#7492ee',
  '#4b71e8',
  '#315ce5',
  '#2251e4',
  '#1542cb',
  '#0b3ab6',
  '#0031a1',
];

/** The app's Mantine theme. Breakpoints: 640, 700, 800 and 900 px (the header folds at 900). */
export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand },
  primaryShade: 7,
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  // People who ask their system for less motion get no transitions.
  respectReducedMotion: true,
  defaultRadius: 'md',
  breakpoints: {
    xs: '40em',
    sm: '43.75em',
    md: '50em',
    lg: '56.25em',
    xl: '75em',
  },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true } },
  },
});
