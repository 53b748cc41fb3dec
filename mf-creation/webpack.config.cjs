const { createWebpackConfig } = require('../tooling/webpack/createWebpackConfig.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_creation',
  exposes: {
    './BookDetailsPage': './src/book-details/BookDetailsPage.tsx',
    './UploadPhotoPage': './src/upload-photo/UploadPhotoPage.tsx',
    './PreviewBookPage': './src/preview-book/PreviewBookPage.tsx',
  },
});
