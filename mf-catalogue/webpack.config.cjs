const { createWebpackConfig } = require('../tooling/webpack/createWebpackConfig.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_catalogue',
  exposes: {
    './HomePage': './src/home/HomePage.tsx',
  },
});
