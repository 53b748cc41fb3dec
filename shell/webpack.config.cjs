const { createWebpackConfig } = require('../tooling/webpack/createWebpackConfig.cjs');

module.exports = createWebpackConfig({ dir: __dirname, name: 'shell', isHost: true });
