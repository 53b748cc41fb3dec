export default function FaqPage() {
  return (
    <section className="page">
      <h1>Frequently Asked Questions</h1>
    </section>
  );
}
