export default function PlaceOrderPage() {
  return (
    <section className="page">
      <h1>Select Your Print Option</h1>
    </section>
  );
}
