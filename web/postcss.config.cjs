module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '40em',
        'mantine-breakpoint-sm': '43.75em',
        'mantine-breakpoint-md': '50em',
        'mantine-breakpoint-lg': '56.25em',
        'mantine-breakpoint-xl': '75em',
      },
    },
  },
};
