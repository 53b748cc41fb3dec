export default function PaymentConfirmationPage() {
  return (
    <section className="page">
      <h1>Payment Confirmation</h1>
    </section>
  );
}
