export default function BookDetailsPage() {
  return (
    <section className="page">
      <h1>Provide details for your personalized story book</h1>
    </section>
  );
}
