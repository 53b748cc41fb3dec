const { createWebpackConfig } = require('../tooling/webpack/createWebpackConfig.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_content',
  exposes: {
    './FlipbookCataloguePage': './src/flipbook-catalogue/FlipbookCataloguePage.tsx',
    './FlipbookPage': './src/flipbook/FlipbookPage.tsx',
    './AboutPage': './src/about/AboutPage.tsx',
    './FaqPage': './src/faq/FaqPage.tsx',
    './FaqSection': './src/faq-section/FaqSection.tsx',
    './ContactPage': './src/contact/ContactPage.tsx',
    './PrivacyPage': './src/privacy/PrivacyPage.tsx',
    './TermsPage': './src/terms/TermsPage.tsx',
    './RefundPage': './src/refund/RefundPage.tsx',
    './CookiePolicyPage': './src/cookie-policy/CookiePolicyPage.tsx',
    './ShippingPolicyPage': './src/shipping-policy/ShippingPolicyPage.tsx',
  },
});
