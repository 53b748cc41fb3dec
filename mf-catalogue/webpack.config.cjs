const { createWebpackConfig } = require('../tooling/webpack/createWebpackConfig.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_catalogue',
  devPort: 3001,
  exposes: {
    './HomePage': './src/home/HomePage.tsx',
  },
});
