/** One page object per screen, for every journey: selectors by role and label only. */
export { ContactPage, FaqPage, FlipbookCataloguePage, FlipbookPage, PolicyPage } from './contentPages';
export { BookDetailsPage, DepositDialog, PreviewBookPage, UploadPhotoPage, type ChildDetails } from './creationPages';
export { HOME_SECTIONS, HomePage, type HomeSection } from './homePage';
export { CheckoutPage, ConfirmationPage, MEERA, PlaceOrderPage, PricingPage, type AddressInput } from './orderingPages';
export { CARDS, SandboxCheckout } from './sandboxCheckout';
export { Shop } from './shop';
