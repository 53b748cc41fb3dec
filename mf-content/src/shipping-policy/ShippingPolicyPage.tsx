export default function ShippingPolicyPage() {
  return (
    <section className="page">
      <h1>Shipping &amp; Delivery Policy</h1>
    </section>
  );
}
