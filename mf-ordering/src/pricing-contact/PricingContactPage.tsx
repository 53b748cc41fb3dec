export default function PricingContactPage() {
  return (
    <section className="page">
      <h1>Almost there! Let's get your book's price</h1>
    </section>
  );
}
