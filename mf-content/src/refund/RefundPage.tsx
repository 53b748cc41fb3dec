export default function RefundPage() {
  return (
    <section className="page">
      <h1>Refund &amp; Cancellation Policy</h1>
    </section>
  );
}
